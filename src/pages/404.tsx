import * as React from "react"
import type { PageProps } from "gatsby"

import NotFound from "../components/errors/NotFound"
import type { LanguageContext } from "../lib/languages"
import { deferredHead } from "../components/seo/deferredHead"

const NotFoundPage = ({ location }: PageProps<object, LanguageContext>) => (
  <NotFound pathname={location.pathname} />
)

export default NotFoundPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-not-found" */ "../components/seo/heads/NotFoundHead"
    ),
)
