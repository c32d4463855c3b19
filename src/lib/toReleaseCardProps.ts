import { graphql } from "gatsby"

import type { ReleaseCardProps } from "../components/music/ReleaseCard"
import { isReleaseKind, RELEASE_KINDS } from "./dataRules"
import { formatYear } from "./formatDate"

export const releaseFields = graphql`
  fragment ReleaseFields on ReleasesJson {
    slug
    title
    kind
    releaseDate
    description
    gradient
    comingSoon
    coverAlt
    spotifyUrl
    appleMusicUrl
    cover {
      publicURL
      childImageSharp {
        gatsbyImageData(
          width: 720
          aspectRatio: 1
          formats: [AUTO, WEBP, AVIF]
          placeholder: BLURRED
          sizes: "(min-width: 1100px) 360px, (min-width: 480px) 50vw, 100vw"
        )
      }
    }
  }
`

/** Maps a record of data/releases.json to the card's props. */
export const toReleaseCardProps = (
  release: Queries.ReleaseFieldsFragment,
  locale: string,
): ReleaseCardProps => {
  if (!isReleaseKind(release.kind)) {
    throw new Error(
      `data/releases.json › "${release.slug}" › kind: expected one of ${RELEASE_KINDS.join(", ")}, found "${release.kind}"`,
    )
  }
  return {
    slug: release.slug,
    title: release.title,
    kind: release.kind,
    year: release.releaseDate ? formatYear(release.releaseDate, locale) : null,
    description: release.description,
    gradient: release.gradient,
    cover: release.comingSoon
      ? null
      : (release.cover?.childImageSharp?.gatsbyImageData ?? null),
    coverAlt: release.coverAlt ?? "",
    // Validation guarantees a released record carries both URLs; the check keeps TS honest.
    links:
      !release.comingSoon && release.spotifyUrl && release.appleMusicUrl
        ? { spotify: release.spotifyUrl, appleMusic: release.appleMusicUrl }
        : null,
    comingSoon: release.comingSoon,
  }
}
