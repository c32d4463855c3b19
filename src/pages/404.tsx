import * as React from "react"
import type { HeadFC, PageProps } from "gatsby"

import NotFound from "../components/errors/NotFound"
import Seo from "../components/seo/Seo"
import type { LanguageContext } from "../lib/languages"
import { stringsFor } from "../strings"

const NotFoundPage = ({ location }: PageProps<object, LanguageContext>) => (
  <NotFound pathname={location.pathname} />
)

export default NotFoundPage

export const Head: HeadFC<object, LanguageContext> = ({
  location,
  pageContext,
}) => (
  <Seo
    language={pageContext.language}
    title={stringsFor(pageContext.language).notFound.title}
    description={stringsFor(pageContext.language).notFound.description}
    pathname={location.pathname}
    noindex
  />
)
