import * as React from "react"
import styled from "styled-components"

import { strings } from "../../strings"
import { mq } from "../../styles/media"
import Eyebrow from "../ui/Eyebrow"
import VideoPlaceholder from "./VideoPlaceholder"

export type FeaturedVideoProps = {
  /** From data/media.json: featured */
  title: string
  description: string
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: center;
  }
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;
`

const Description = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.textMuted};
`

/** The official music video's place: a large placeholder with its title and description. */
const FeaturedVideo = ({ title, description }: FeaturedVideoProps) => (
  <Section aria-labelledby="featured-video">
    <VideoPlaceholder label={strings.media.videoComingSoon} size="large" />
    <Text>
      <Eyebrow>{strings.media.featuredLabel}</Eyebrow>
      <Title id="featured-video">{title}</Title>
      <Description>{description}</Description>
    </Text>
  </Section>
)

export default FeaturedVideo
