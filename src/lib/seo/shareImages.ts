import {
  DEFAULT_LANGUAGE,
  languageOfPath,
  localizePath,
  pathWithoutLanguage,
  type Language,
} from "../languages"
import { isOver, type ShowTiming } from "../showSchedule"
import { normalizePath } from "../navigation"

/** Open Graph's recommended share image size. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

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

export const shareImageKey = (key: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? key : `${language}-${key}`

/** Other paths (the 404 pages) use the home image. */
export const shareImagePath = (pathname: string) => {
  const route = shareImageRoutes.find(
    candidate =>
      candidate.path === normalizePath(pathWithoutLanguage(pathname)),
  )
  return `/og/${shareImageKey(route?.key ?? "home", languageOfPath(pathname))}.jpg`
}

export const showShareImagePath = (slug: string, language: Language) =>
  `/og/${shareImageKey(`show-${slug}`, language)}.jpg`

/** Only a show still to come has a card of its own: one over shares the tour's. */
export const showsWithCards = <Show extends ShowTiming>(
  shows: readonly Show[],
  now: number,
) => shows.filter(show => !isOver(show, now))

export const showShareImageOf = (
  show: ShowTiming,
  language: Language,
  now: number,
) =>
  isOver(show, now)
    ? shareImagePath(localizePath("/tour/", language))
    : showShareImagePath(show.slug, language)

export const releaseShareImagePath = (slug: string, language: Language) =>
  `/og/${shareImageKey(`release-${slug}`, language)}.jpg`

export const newsShareImagePath = (slug: string, language: Language) =>
  `/og/${shareImageKey(`news-${slug}`, language)}.jpg`

/** The shapes Google's event result recommends for a MusicEvent. */
export const EVENT_IMAGES = [
  { path: "/og/tour-16x9.jpg", width: 1200, height: 675 },
  { path: "/og/tour-4x3.jpg", width: 1200, height: 900 },
  { path: "/og/tour-1x1.jpg", width: 1200, height: 1200 },
] as const
