import * as React from "react"

import { LanguageProvider } from "../../hooks/useLanguage"
import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import {
  alternateLinks,
  LANGUAGES,
  localizePath,
  openGraphLocale,
  type Language,
} from "../../lib/languages"
import { normalizePath } from "../../lib/navigation"
import { SHARE_IMAGE, shareImagePath } from "../../lib/seo/shareImages"
import { feedPath } from "../../lib/seo/feedPath"
import { stringsFor } from "../../strings"
import { theme } from "../../styles/theme"

export type SeoProps = {
  language: Language
  /** The page's own title; the home page leaves it out and gets the artist's name and tagline. */
  title?: string
  description: string
  pathname: string
  noindex?: boolean
  /** The page's own share image (a show's), site-relative; else the route's. */
  shareImage?: string
  /** When not every language: the alternates name only these, so none leads to a missing page. */
  translations?: readonly Language[]
  /** JSON-LD blocks (<JsonLd>); they read the page's language from context. */
  children?: React.ReactNode
}

/** Head exports render outside the page's wrapper, so the language comes as a prop. */
const Seo = ({
  language,
  title,
  description,
  pathname,
  noindex = false,
  shareImage,
  translations,
  children,
}: SeoProps) => {
  const site = useSiteMetadata(language)
  const strings = stringsFor(language)
  const fullTitle = title
    ? strings.seo.pageTitle(title, site.name)
    : strings.seo.homeTitle(site.name, site.tagline)
  const url = `${site.siteUrl}${normalizePath(pathname)}`
  const image = `${site.siteUrl}${shareImage ?? shareImagePath(pathname)}`
  const imageAlt = strings.seo.shareImageAlt(title ?? site.tagline, site.name)

  return (
    <>
      <html lang={language} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content={theme.colors.bg} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={strings.feed.linkTitle(site.name)}
        href={`${site.siteUrl}${localizePath(feedPath, language)}`}
      />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {alternateLinks(
            site.siteUrl,
            normalizePath(pathname),
            translations,
          ).map(link => (
            <link
              key={link.hrefLang}
              rel="alternate"
              hrefLang={link.hrefLang}
              href={link.href}
            />
          ))}
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={openGraphLocale(site.locale)} />
      {(translations ?? LANGUAGES)
        .filter(other => other !== language)
        .map(other => (
          <meta
            key={other}
            property="og:locale:alternate"
            content={openGraphLocale(site.locales[other])}
          />
        ))}
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
      <LanguageProvider value={language}>{children}</LanguageProvider>
    </>
  )
}

export default Seo
