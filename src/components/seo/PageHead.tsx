import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { breadcrumbList } from "../../lib/seo/jsonLd"
import { navItem, type SitePage } from "../../lib/navigation"
import { toBreadcrumbs } from "../../lib/props/toArtist"
import { stringsFor } from "../../strings"
import JsonLd from "./JsonLd"
import Seo, { type SeoProps } from "./Seo"

/** A page below a route of the top bar (a show's page sits under Tour), or beside them. */
export type InnerPage = {
  name: string
  /** The page's path in English ("/tour/mexico-city/"). */
  path: string
  /** A route of the top bar, another page (a post under the news list), or none (privacy). */
  under?: SitePage | { name: string; path: string }
}

export type PageHeadProps = Omit<SeoProps, "title" | "noindex"> & {
  /** Paths are English; the trail leads to the language's pages. */
  page: SitePage | InnerPage
}

const PageHead = ({ page, children, ...seo }: PageHeadProps) => {
  const strings = stringsFor(seo.language)
  const { siteUrl } = useSiteMetadata(seo.language)
  const crumbOf = (route: SitePage | { name: string; path: string }) => {
    if (typeof route !== "string") return { name: route.name, path: route.path }
    const { label, path } = navItem(route, strings)
    return { name: label, path }
  }
  const own = crumbOf(page)
  const under = typeof page === "string" ? undefined : page.under
  const trail = under ? [crumbOf(under), own] : [own]
  return (
    <Seo {...seo} title={own.name}>
      <JsonLd
        data={breadcrumbList(
          toBreadcrumbs(siteUrl, strings.nav.home, trail, seo.language),
        )}
      />
      {children}
    </Seo>
  )
}

export default PageHead
