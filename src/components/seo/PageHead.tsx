import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { breadcrumbList } from "../../lib/jsonLd"
import type { Language } from "../../lib/languages"
import { toBreadcrumbs } from "../../lib/toArtist"
import { stringsFor } from "../../strings"
import JsonLd from "./JsonLd"
import Seo from "./Seo"

export type PageHeadProps = {
  /** The language the page is written in (its context's). */
  language: Language
  /** The page's name in titles and breadcrumbs ("Tour"). */
  name: string
  /** The page's path in English ("/tour/"); the trail leads to the language's pages. */
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
  language,
  name,
  path,
  description,
  pathname,
  parent,
  shareImage,
  children,
}: PageHeadProps) => {
  const strings = stringsFor(language)
  const { siteUrl } = useSiteMetadata(language)
  const trail = parent ? [parent, { name, path }] : [{ name, path }]
  return (
    <Seo
      language={language}
      title={name}
      description={description}
      pathname={pathname}
      shareImage={shareImage}
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
