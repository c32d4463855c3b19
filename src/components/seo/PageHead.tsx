import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { breadcrumbList } from "../../lib/seo/jsonLd"
import type { Language } from "../../lib/languages"
import { navItem, type SitePage } from "../../lib/navigation"
import { toBreadcrumbs } from "../../lib/props/toArtist"
import { stringsFor } from "../../strings"
import JsonLd from "./JsonLd"
import Seo from "./Seo"

/** A page below a route of the top bar (a show's page sits under Tour), or beside them. */
export type InnerPage = {
  name: string
  /** The page's path in English ("/tour/mexico-city/"). */
  path: string
  /** A route of the top bar, another page (a post under the news list), or none (privacy). */
  under?: SitePage | { name: string; path: string }
}

export type PageHeadProps = {
  language: Language
  /** Paths are English; the trail leads to the language's pages. */
  page: SitePage | InnerPage
  description: string
  pathname: string
  shareImage?: string
  /** The languages the page exists in, when not every one (a news post written in one). */
  translations?: readonly Language[]
  children?: React.ReactNode
}

const PageHead = ({
  language,
  page,
  description,
  pathname,
  shareImage,
  translations,
  children,
}: PageHeadProps) => {
  const strings = stringsFor(language)
  const { siteUrl } = useSiteMetadata(language)
  const crumbOf = (route: SitePage) => {
    const { label, path } = navItem(route, strings)
    return { name: label, path }
  }
  const own =
    typeof page === "string"
      ? crumbOf(page)
      : { name: page.name, path: page.path }
  const trail =
    typeof page === "string" || !page.under
      ? [own]
      : [typeof page.under === "string" ? crumbOf(page.under) : page.under, own]
  return (
    <Seo
      language={language}
      title={own.name}
      description={description}
      pathname={pathname}
      shareImage={shareImage}
      translations={translations}
    >
      <JsonLd
        data={breadcrumbList(
          toBreadcrumbs(siteUrl, strings.nav.home, trail, language),
        )}
      />
      {children}
    </Seo>
  )
}

export default PageHead
