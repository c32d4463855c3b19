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
