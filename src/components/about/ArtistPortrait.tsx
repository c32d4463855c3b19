import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import { imageSizes } from "../../styles/imageSizes"
import ResponsiveImage from "../ui/ResponsiveImage"
import * as styles from "./ArtistPortrait.module.css"

export type ArtistPortraitProps = {
  /** From data/about.json: photo and photoAlt */
  image: IGatsbyImageData
  alt: string
}

/** The artist's photo; above the fold on wide screens, so it loads eagerly. */
const ArtistPortrait = ({ image, alt }: ArtistPortraitProps) => (
  <figure className={styles.frame}>
    <ResponsiveImage
      image={image}
      alt={alt}
      sizes={imageSizes.portrait}
      loading="eager"
    />
  </figure>
)

export default ArtistPortrait
