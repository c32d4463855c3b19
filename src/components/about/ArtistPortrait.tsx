import * as React from "react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

export type ArtistPortraitProps = {
  /** From data/about.json: photo and photoAlt */
  image: IGatsbyImageData
  alt: string
}

const Frame = styled.figure`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  isolation: isolate;
`

/** The artist's photo; above the fold on wide screens, so it loads eagerly. */
const ArtistPortrait = ({ image, alt }: ArtistPortraitProps) => (
  <Frame>
    <GatsbyImage image={image} alt={alt} loading="eager" />
  </Frame>
)

export default ArtistPortrait
