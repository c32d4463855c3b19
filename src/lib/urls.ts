import { listPagePath } from "./pagedList"

/** The visual editor's path (Decap CMS needs `'unsafe-eval'`, so it gets its own policy). */
export const ADMIN_PATH = "/admin/"

export const releaseAnchor = (slug: string) => `release-${slug}`

export const releasePath = (slug: string) => `/music/${slug}/`

export const newsListPath = (page: number) => listPagePath("/news/", page)

export const newsPostPath = (slug: string) => `/news/${slug}/`

export const lyricsAnchor = (position: number) => `lyrics-${position}`

export const showPath = (slug: string) => `/tour/${slug}/`

export const tourYearPath = (year: number) => `/tour/${year}/`

export const showCalendarPath = (slug: string, artistSlug: string) =>
  `${showPath(slug)}${artistSlug}-${slug}.ics`

export const tourCalendarPath = "/tour/calendar.ics"

export const webcalUrl = (url: string) => url.replace(/^https?:/, "webcal:")

/** Google Maps' documented key-free URL, which phones hand to the Maps app; nothing loads until followed. */
export const mapLink = (place: readonly (string | null | undefined)[]) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    place.filter(Boolean).join(", "),
  )}`

/** `sub_confirmation=1` opens YouTube's subscribe prompt. */
export const youtubeSubscribeUrl = (
  socials: readonly { platform: string; url: string }[],
): string | undefined => {
  const channel = socials.find(social => social.platform === "youtube")
  if (!channel) return undefined
  const url = new URL(channel.url)
  url.searchParams.set("sub_confirmation", "1")
  return url.toString()
}

/** YouTube's privacy-enhanced player. */
export const youtubePlayerUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`

/** Starts at once (the visitor pressed play) and suggests only this channel's videos. */
export const youtubeEmbedUrl = (videoId: string) =>
  `${youtubePlayerUrl(videoId)}?autoplay=1&rel=0`

export const youtubeWatchUrl = (videoId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
