import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { breadcrumbList } from "../../lib/jsonLd"
import { toBreadcrumbs } from "../../lib/toArtist"
import { strings } from "../../strings"
import JsonLd from "./JsonLd"
import Seo from "./Seo"

export type PageHeadProps = {
  /** The page's name in titles and breadcrumbs ("Tour"). */
  name: string
  /** The page's canonical path ("/tour/"). */
  path: string
  description: string
  pathname: string
  /** The page above this one in the breadcrumb trail (a show's page sits under Tour). */
  parent?: { name: string; path: string }
  shareImage?: string
  /** The page's own JSON-LD blocks. */
  children?: React.ReactNode
}

/** The head of an inner page: its tags, its breadcrumb trail and its structured data. */
const PageHead = ({
  name,
  path,
  description,
  pathname,
  parent,
  shareImage,
  children,
}: PageHeadProps) => {
  const { siteUrl } = useSiteMetadata()
  const trail = parent ? [parent, { name, path }] : [{ name, path }]
  return (
    <Seo
      title={name}
      description={description}
      pathname={pathname}
      shareImage={shareImage}
    >
      <JsonLd
        data={breadcrumbList(toBreadcrumbs(siteUrl, strings.nav.home, trail))}
      />
      {children}
    </Seo>
  )
}

export default PageHead
