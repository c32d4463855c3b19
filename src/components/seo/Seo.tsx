import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { normalizePath } from "../../lib/navigation"
import { SHARE_IMAGE, shareImagePath } from "../../lib/shareImages"
import { strings } from "../../strings"
import { theme } from "../../styles/theme"

export type SeoProps = {
  /** The page's own title; the home page leaves it out and gets the artist's name and tagline. */
  title?: string
  /** What search results and link previews say about the page (from data/). */
  description: string
  pathname: string
  /** Pages that must stay out of search results (the 404 page). */
  noindex?: boolean
  /** The page's own share image (a show's), site-relative; else the route's. */
  shareImage?: string
  /** JSON-LD blocks (<JsonLd>). */
  children?: React.ReactNode
}

/** Everything in a page's <head>; used only from the pages' Head exports. */
const Seo = ({
  title,
  description,
  pathname,
  noindex = false,
  shareImage,
  children,
}: SeoProps) => {
  const site = useSiteMetadata()
  const fullTitle = title
    ? strings.seo.pageTitle(title, site.name)
    : strings.seo.homeTitle(site.name, site.tagline)
  const url = `${site.siteUrl}${normalizePath(pathname)}`
  const image = `${site.siteUrl}${shareImage ?? shareImagePath(pathname)}`
  const imageAlt = strings.seo.shareImageAlt(title ?? site.tagline, site.name)

  return (
    <>
      <html lang={site.language} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content={theme.colors.bg} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={url} />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale.replace("-", "_")} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {/* A page kept out of search results has no canonical address to share. */}
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {children}
    </>
  )
}

export default Seo
