import {
  DEFAULT_LANGUAGE,
  languageOfPath,
  pathWithoutLanguage,
  type Language,
} from "../languages"
import { normalizePath } from "../navigation"

/** Open Graph's recommended share image size. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

/** Every route with a share image, and the art behind it. */
export const shareImageRoutes = [
  { path: "/", key: "home", art: "photo" },
  { path: "/about/", key: "about", art: "photo" },
  { path: "/music/", key: "music", art: "latestCover" },
  { path: "/tour/", key: "tour", art: "photo" },
  { path: "/media/", key: "media", art: "latestCover" },
  { path: "/store/", key: "store", art: "latestCover" },
  { path: "/contact/", key: "contact", art: "photo" },
  { path: "/press/", key: "press", art: "photo" },
  { path: "/news/", key: "news", art: "latestCover" },
] as const

/** A share image's file name in a language: "tour" -> "tour" (English), "es-tour". */
export const shareImageKey = (key: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? key : `${language}-${key}`

/**
 * Where a route's share image is served from, in the page's language; other paths (the
 * 404 pages) use the home one.
 */
export const shareImagePath = (pathname: string) => {
  const route = shareImageRoutes.find(
    candidate =>
      candidate.path === normalizePath(pathWithoutLanguage(pathname)),
  )
  return `/og/${shareImageKey(route?.key ?? "home", languageOfPath(pathname))}.jpg`
}

/** A show page's own share image, in the page's language. */
export const showShareImagePath = (slug: string, language: Language) =>
  `/og/${shareImageKey(`show-${slug}`, language)}.jpg`

/** A release page's own share image (its cover), in the page's language. */
export const releaseShareImagePath = (slug: string, language: Language) =>
  `/og/${shareImageKey(`release-${slug}`, language)}.jpg`

/** A news post's own share image, in the page's language. */
export const newsShareImagePath = (slug: string, language: Language) =>
  `/og/${shareImageKey(`news-${slug}`, language)}.jpg`

/**
 * The tour's images in the shapes Google's event result recommends for a MusicEvent (16:9,
 * 4:3 and 1:1, at least 1200 px wide), made by the build from the tour's art.
 */
export const EVENT_IMAGES = [
  { path: "/og/tour-16x9.jpg", width: 1200, height: 675 },
  { path: "/og/tour-4x3.jpg", width: 1200, height: 900 },
  { path: "/og/tour-1x1.jpg", width: 1200, height: 1200 },
] as const
