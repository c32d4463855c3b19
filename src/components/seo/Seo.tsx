import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { theme } from "../../styles/theme"

export type SeoProps = {
  /** The page's own title; the home page leaves it out and gets the artist's name and tagline. */
  title?: string
  description?: string
  pathname: string
  /** Pages that must stay out of search results (the 404 page). */
  noindex?: boolean
  children?: React.ReactNode
}

/** Everything in a page's <head>; used only from the pages' Head exports. */
const Seo = ({
  title,
  description,
  pathname,
  noindex = false,
  children,
}: SeoProps) => {
  const site = useSiteMetadata()
  const fullTitle = title
    ? `${title} | ${site.name}`
    : `${site.name} | ${site.tagline}`
  const canonical = new URL(pathname, site.siteUrl).href

  return (
    <>
      <html lang={site.language} />
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site.description} />
      <meta name="theme-color" content={theme.colors.bg} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={canonical} />
      )}
      {children}
    </>
  )
}

export default Seo
