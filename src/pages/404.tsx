import * as React from "react"
import type { HeadFC, PageProps } from "gatsby"

import NotFound from "../components/errors/NotFound"
import Seo from "../components/seo/Seo"
import { strings } from "../strings"

const NotFoundPage = ({ location }: PageProps) => (
  <NotFound pathname={location.pathname} />
)

export default NotFoundPage

export const Head: HeadFC = ({ location }) => (
  <Seo
    title={strings.notFound.title}
    description={strings.notFound.description}
    pathname={location.pathname}
    noindex
  />
)
