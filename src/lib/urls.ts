/** The visual editor's path (Decap CMS needs `'unsafe-eval'`, so it gets its own policy). */
export const ADMIN_PATH = "/admin/"

/** The id of a release's card on the music page, which its structured data links to. */
export const releaseAnchor = (slug: string) => `release-${slug}`

/** The path of a release's own page: "luz-de-neon" -> "/music/luz-de-neon/". */
export const releasePath = (slug: string) => `/music/${slug}/`

/** The news list's path, by its page: 1 -> "/news/", 2 -> "/news/2/". */
export const newsListPath = (page: number) =>
  page <= 1 ? "/news/" : `/news/${page}/`

/** The path of a news post's own page: "video-out" -> "/news/video-out/". */
export const newsPostPath = (slug: string) => `/news/${slug}/`

/** The id of a track's lyrics on its release's page, which the tracklist links to. */
export const lyricsAnchor = (position: number) => `lyrics-${position}`

/** The path of a show's own page: "los-angeles" -> "/tour/los-angeles/". */
export const showPath = (slug: string) => `/tour/${slug}/`

/** The calendar file of a show, beside its page: "/tour/los-angeles/nova-reyes-los-angeles.ics". */
export const showCalendarPath = (slug: string, artistSlug: string) =>
  `${showPath(slug)}${artistSlug}-${slug}.ics`

/** The calendar of every upcoming show, which a fan subscribes to once. */
export const tourCalendarPath = "/tour/calendar.ics"

/** A calendar's address to subscribe to: "https://host/x.ics" -> "webcal://host/x.ics". */
export const webcalUrl = (url: string) => url.replace(/^https?:/, "webcal:")

/**
 * A plain link that opens a place in Google Maps (its documented, key-free URL form, which
 * phones hand to the Maps app): nothing is embedded or loaded until the visitor follows it.
 */
export const mapLink = (place: readonly (string | null | undefined)[]) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    place.filter(Boolean).join(", "),
  )}`

/**
 * The artist's YouTube channel with `?sub_confirmation=1`, which opens YouTube's
 * subscribe prompt: from the socials in data/site.json, or nothing without a channel.
 */
export const youtubeSubscribeUrl = (
  socials: readonly { platform: string; url: string }[],
): string | undefined => {
  const channel = socials.find(social => social.platform === "youtube")
  if (!channel) return undefined
  const url = new URL(channel.url)
  url.searchParams.set("sub_confirmation", "1")
  return url.toString()
}

/** YouTube's privacy-enhanced player for a video. */
export const youtubePlayerUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`

/** The player, starting at once (the visitor pressed play), suggesting only this channel. */
export const youtubeEmbedUrl = (videoId: string) =>
  `${youtubePlayerUrl(videoId)}?autoplay=1&rel=0`

/** A video's page on YouTube, for search engines. */
export const youtubeWatchUrl = (videoId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
