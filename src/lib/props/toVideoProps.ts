import { graphql } from "gatsby"

import type { PlayableVideo } from "../../components/media/FeaturedVideo"
import type { VideoFacts } from "../seo/jsonLd"
import { isoDuration, parseDuration } from "../format/formatDuration"
import { imageDataOf } from "./imageDataOf"
import { youtubePlayerUrl, youtubeWatchUrl } from "../urls"

export const videoFields = graphql`
  fragment FeaturedVideoFields on MediaJsonFeatured {
    youtubeId
    uploadDate
    duration
    poster {
      publicURL
      childImageSharp {
        gatsbyImageData(
          width: 1280
          aspectRatio: 1.7778
          formats: [AUTO, WEBP]
          placeholder: BLURRED
        )
      }
    }
  }

  fragment TileVideoFields on MediaJsonTiles {
    youtubeId
    uploadDate
    duration
    poster {
      publicURL
      childImageSharp {
        gatsbyImageData(
          width: 800
          aspectRatio: 1.7778
          formats: [AUTO, WEBP]
          placeholder: BLURRED
        )
      }
    }
  }
`

type VideoRecord =
  Queries.FeaturedVideoFieldsFragment | Queries.TileVideoFieldsFragment

/** Nothing for a video still coming soon (no YouTube id or poster yet). */
export const playableVideo = (
  video: VideoRecord,
): PlayableVideo | undefined => {
  const poster = video.poster ? imageDataOf(video.poster) : undefined
  return video.youtubeId && poster ? { id: video.youtubeId, poster } : undefined
}

export const toVideoFacts = (
  video: VideoRecord & { title: string; description: string },
  siteUrl: string,
): VideoFacts | undefined =>
  video.youtubeId &&
  video.uploadDate &&
  video.duration &&
  video.poster?.publicURL
    ? {
        name: video.title,
        description: video.description,
        thumbnailUrl: `${siteUrl}${video.poster.publicURL}`,
        uploadDate: video.uploadDate,
        duration: isoDuration(parseDuration(video.duration)),
        embedUrl: youtubePlayerUrl(video.youtubeId),
        url: youtubeWatchUrl(video.youtubeId),
      }
    : undefined
