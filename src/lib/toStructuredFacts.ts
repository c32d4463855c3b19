import { releaseAnchor } from "./anchors"
import type { ProductFacts, ReleaseFacts, ShowFacts } from "./jsonLd"

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
            url: `${siteUrl}/music/#${releaseAnchor(release.slug)}`,
            sameAs: [release.spotifyUrl, release.appleMusicUrl].filter(
              (url): url is string => Boolean(url),
            ),
          },
        ]
      : [],
  )

/** A show with the tour page as the place tickets are offered and the artist's photo. */
export const toShowFacts = (
  show: Queries.ShowFieldsFragment,
  siteUrl: string,
  photoUrl: string,
): ShowFacts => ({
  city: show.city,
  region: show.region,
  countryCode: show.countryCode,
  venue: show.venue,
  streetAddress: show.streetAddress,
  postalCode: show.postalCode,
  date: show.date,
  startTime: show.startTime,
  endTime: show.endTime,
  timeZone: show.timeZone,
  ticketsOnSale: show.ticketsOnSale,
  ticketsUrl: `${siteUrl}/tour/`,
  image: `${siteUrl}${photoUrl}`,
})

export const toProductFacts = (
  product: Queries.ProductFieldsFragment,
  siteUrl: string,
): ProductFacts => ({
  name: product.name,
  description: product.description,
  image: `${siteUrl}${product.image.publicURL}`,
  price: product.price,
  currency: product.currency,
  url: `${siteUrl}/store/`,
})
