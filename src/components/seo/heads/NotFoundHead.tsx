import * as React from "react"
import type { HeadFC } from "gatsby"
import Seo from "../Seo"
import type { LanguageContext } from "../../../lib/languages"
import { stringsFor } from "../../../strings"

const NotFoundHead: HeadFC<object, LanguageContext> = ({
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

export default NotFoundHead
