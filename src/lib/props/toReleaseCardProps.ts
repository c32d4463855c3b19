import { graphql } from "gatsby"

import type { ReleaseSummary } from "../../components/music/ReleaseCard"
import { imageDataOf } from "./imageDataOf"

export const releaseFields = graphql`
  fragment ReleaseFields on ReleasesJson {
    slug
    title
    kind
    releaseDate
    releaseYear(language: $language)
    description(language: $language)
    gradient
    comingSoon
    coverAlt(language: $language)
    spotifyUrl
    appleMusicUrl
    production
    platforms {
      platform
      url
    }
    tracks {
      title
      duration
      isrc
    }
    cover {
      publicURL
      childImageSharp {
        # 1.5x at most: no phone draws a cover wider, and a 3x phone took the 2x file's bytes.
        gatsbyImageData(
          width: 720
          aspectRatio: 1
          outputPixelDensities: [0.25, 0.5, 1, 1.5]
          formats: [AUTO, WEBP]
          placeholder: BLURRED
        )
      }
    }
  }
`

export const toReleaseCardProps = (
  release: Queries.ReleaseFieldsFragment,
): ReleaseSummary => ({
  slug: release.slug,
  title: release.title,
  kind: release.kind,
  year: release.releaseYear,
  description: release.description,
  gradient: release.gradient,
  cover: release.comingSoon ? null : imageDataOf(release.cover),
  coverAlt: release.coverAlt ?? "",
  // Validation guarantees both URLs on a record not flagged coming soon; this keeps TS honest.
  links:
    !release.comingSoon && release.spotifyUrl && release.appleMusicUrl
      ? { spotify: release.spotifyUrl, appleMusic: release.appleMusicUrl }
      : null,
  comingSoon: release.comingSoon,
  releaseDate: release.releaseDate,
})
