import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { imageSizes } from "../../styles/imageSizes"
import { media } from "../../styles/media"
import Eyebrow from "../ui/Eyebrow"
import SectionHeading from "../ui/SectionHeading"
import VideoPlaceholder from "./VideoPlaceholder"
import YouTubeFacade from "./YouTubeFacade"

export type PlayableVideo = { id: string; poster: IGatsbyImageData }

export type FeaturedVideoProps = {
  title: string
  description: string
  /** Without one, the video is coming soon. */
  video?: PlayableVideo
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: center;
  }
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`

const Description = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.textMuted};
`

const FeaturedVideo = ({ title, description, video }: FeaturedVideoProps) => {
  const strings = useStrings()
  return (
    <Section aria-labelledby="featured-video">
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
      <Text>
        <Eyebrow>{strings.media.featuredLabel}</Eyebrow>
        <SectionHeading id="featured-video">{title}</SectionHeading>
        <Description>{description}</Description>
      </Text>
    </Section>
  )
}

export default FeaturedVideo
