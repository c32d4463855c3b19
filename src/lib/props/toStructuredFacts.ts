import { localizePath, type Language } from "../languages"
import type { ProductFacts, ShowFacts } from "../seo/jsonLd"
import type { ReleaseFacts } from "../seo/musicRelease"
import { EVENT_IMAGES, showShareImageOf } from "../seo/shareImages"
import { releasePath, showPath } from "../urls"
import { isoDuration, parseDuration } from "../format/formatDuration"
import { isOutOn } from "../releaseSchedule"
import { statusOf, ticketStateOf } from "../showSchedule"

type ReleaseRecord = Pick<
  Queries.ReleaseFieldsFragment,
  | "slug"
  | "title"
  | "kind"
  | "production"
  | "releaseDate"
  | "description"
  | "comingSoon"
  | "spotifyUrl"
  | "appleMusicUrl"
  | "platforms"
  | "tracks"
> & { cover: { publicURL: string | null } | null }

/** Services only once out on `today`; tracks only `withTracks` (on the release's own page). */
export const toReleaseFacts = (
  releases: readonly ReleaseRecord[],
  context: { siteUrl: string; language: Language; today: string },
  withTracks = false,
): ReleaseFacts[] =>
  releases.map(release => {
    const tracks = release.tracks ?? []
    const out = isOutOn(release, context.today)
    return {
      title: release.title,
      kind: release.kind,
      production: release.production,
      releaseDate: release.releaseDate,
      description: release.description,
      image: release.cover?.publicURL
        ? `${context.siteUrl}${release.cover.publicURL}`
        : null,
      url: `${context.siteUrl}${localizePath(releasePath(release.slug), context.language)}`,
      sameAs: out
        ? [
            release.spotifyUrl,
            release.appleMusicUrl,
            ...(release.platforms ?? []).map(link => link.url),
          ].filter((url): url is string => Boolean(url))
        : [],
      numTracks: tracks.length,
      ...(withTracks
        ? {
            tracks: tracks.map((track, index) => ({
              name: track.title,
              duration: isoDuration(parseDuration(track.duration)),
              position: index + 1,
              isrc: track.isrc,
            })),
          }
        : {}),
    }
  })

export const toShowFacts = (
  show: Queries.ShowFieldsFragment,
  context: {
    siteUrl: string
    language: Language
    now: number
    siteTicketsUrl?: string | null
  },
): ShowFacts => {
  const times = show.moments
  const tickets = ticketStateOf(show, context.now, context.siteTicketsUrl)
  return {
    city: show.city,
    region: show.region,
    countryCode: show.countryCode,
    venue: show.venue,
    streetAddress: show.streetAddress,
    postalCode: show.postalCode,
    startDate: times.start,
    endDate: times.end,
    ...(times.doors ? { doorTime: times.doors } : {}),
    ...(statusOf(show) === "rescheduled" && times.originalStart
      ? { previousStartDate: times.originalStart }
      : {}),
    status: statusOf(show),
    supportActs: show.supportActs ?? [],
    url: `${context.siteUrl}${localizePath(showPath(show.slug), context.language)}`,
    images: [
      ...EVENT_IMAGES.map(image => `${context.siteUrl}${image.path}`),
      `${context.siteUrl}${showShareImageOf(show, context.language, context.now)}`,
    ],
    ...(tickets.kind === "buy"
      ? {
          offer: {
            url: tickets.url,
            ...(times.salesOpen ? { validFrom: times.salesOpen } : {}),
            ...(show.priceFrom
              ? {
                  price: show.priceFrom.amount,
                  priceCurrency: show.priceFrom.currency,
                }
              : {}),
          },
        }
      : {}),
  }
}

export const toProductFacts = (
  product: Queries.ProductFieldsFragment,
  siteUrl: string,
  language: Language,
): ProductFacts => ({
  sku: product.slug,
  ...(product.gtin ? { gtin: product.gtin } : {}),
  name: product.name,
  description: product.description,
  image: `${siteUrl}${product.image.publicURL}`,
  price: product.price,
  currency: product.currency,
  url: product.url ?? `${siteUrl}${localizePath("/store/", language)}`,
  availability: product.availability ?? "inStock",
})
