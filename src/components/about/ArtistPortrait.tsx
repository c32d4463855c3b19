import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import { imageSizes } from "../../styles/imageSizes"
import ResponsiveImage from "../ui/ResponsiveImage"

export type ArtistPortraitProps = {
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
    <ResponsiveImage
      image={image}
      alt={alt}
      sizes={imageSizes.portrait}
      loading="eager"
    />
  </Frame>
)

export default ArtistPortrait
