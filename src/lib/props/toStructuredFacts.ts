import { releaseAnchor } from "../urls"
import { localizePath, type Language } from "../languages"
import type { ProductFacts, ReleaseFacts, ShowFacts } from "../seo/jsonLd"
import { showShareImagePath } from "../seo/shareImages"
import { showPath } from "../urls"
import { showDateTimes, statusOf, ticketStateOf } from "../showSchedule"
import { zonedDateTime } from "../format/zonedDateTime"

type ReleaseRecord = Pick<
  Queries.ReleaseFieldsFragment,
  | "slug"
  | "title"
  | "kind"
  | "releaseDate"
  | "description"
  | "comingSoon"
  | "spotifyUrl"
  | "appleMusicUrl"
> & { cover: { publicURL: string | null } | null }

/** Released works with what structured data needs; coming-soon ones are left out. */
export const toReleaseFacts = (
  releases: readonly ReleaseRecord[],
  siteUrl: string,
  language: Language,
): ReleaseFacts[] =>
  releases.flatMap(release =>
    !release.comingSoon && release.releaseDate && release.cover?.publicURL
      ? [
          {
            title: release.title,
            kind: release.kind,
            releaseDate: release.releaseDate,
            description: release.description,
            image: `${siteUrl}${release.cover.publicURL}`,
            url: `${siteUrl}${localizePath("/music/", language)}#${releaseAnchor(release.slug)}`,
            sameAs: [release.spotifyUrl, release.appleMusicUrl].filter(
              (url): url is string => Boolean(url),
            ),
          },
        ]
      : [],
  )

/**
 * A show with its page, its share image and, while tickets can be bought at `now`, its
 * ticket offer (the show's ticket page, else the artist's page on the ticketing service).
 */
export const toShowFacts = (
  show: Queries.ShowFieldsFragment,
  context: {
    siteUrl: string
    language: Language
    now: number
    siteTicketsUrl?: string | null
  },
): ShowFacts => {
  const times = showDateTimes(show)
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
    ...(statusOf(show) === "rescheduled" && show.rescheduledDate
      ? {
          previousStartDate: zonedDateTime(
            show.date,
            show.startTime,
            show.timeZone,
          ),
        }
      : {}),
    status: statusOf(show),
    supportActs: show.supportActs ?? [],
    url: `${context.siteUrl}${localizePath(showPath(show.slug), context.language)}`,
    image: `${context.siteUrl}${showShareImagePath(show.slug, context.language)}`,
    ...(tickets.kind === "buy"
      ? {
          offer: {
            url: tickets.url,
            // When sales opened: the start of the on-sale day at the venue.
            ...(show.ticketsOnSale
              ? {
                  validFrom: zonedDateTime(
                    show.ticketsOnSale,
                    "00:00",
                    show.timeZone,
                  ),
                }
              : {}),
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
  name: product.name,
  description: product.description,
  image: `${siteUrl}${product.image.publicURL}`,
  price: product.price,
  currency: product.currency,
  // The product's own page on the store, else the store page here that lists it.
  url: product.url ?? `${siteUrl}${localizePath("/store/", language)}`,
  availability: product.availability ?? "inStock",
})
