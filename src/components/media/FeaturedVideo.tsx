import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import { useStrings } from "../../hooks/useLanguage"
import { imageSizes } from "../../styles/imageSizes"
import Eyebrow from "../ui/Eyebrow"
import VideoPlaceholder from "./VideoPlaceholder"
import YouTubeFacade from "./YouTubeFacade"
import * as headings from "../ui/sectionHeading.module.css"
import * as styles from "./FeaturedVideo.module.css"

/** A video that can play: its YouTube id and its self-hosted poster. */
export type PlayableVideo = { id: string; poster: IGatsbyImageData }

export type FeaturedVideoProps = {
  /** From data/media.json: featured */
  title: string
  description: string
  /** Without one, the video is coming soon. */
  video?: PlayableVideo
}

/** The official music video, click to play, or its placeholder; its title and description. */
const FeaturedVideo = ({ title, description, video }: FeaturedVideoProps) => {
  const strings = useStrings()
  return (
    <section className={styles.section} aria-labelledby="featured-video">
      {video ? (
        <YouTubeFacade
          videoId={video.id}
          title={title}
          poster={video.poster}
          sizes={imageSizes.featuredPoster}
          size="large"
          eager
        />
      ) : (
        <VideoPlaceholder label={strings.media.videoComingSoon} size="large" />
      )}
      <div className={styles.text}>
        <Eyebrow>{strings.media.featuredLabel}</Eyebrow>
        <h2 id="featured-video" className={headings.sectionHeading}>
          {title}
        </h2>
        <p className={styles.description}>{description}</p>
      </div>
    </section>
  )
}

export default FeaturedVideo
