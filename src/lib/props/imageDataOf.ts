import type { IGatsbyImageData } from "gatsby-plugin-image"

type ImageFile = {
  readonly childImageSharp: {
    readonly gatsbyImageData: IGatsbyImageData
  } | null
} | null

/** What `getImage` does, without pulling gatsby-plugin-image's whole browser module into the page. */
export const imageDataOf = (file: ImageFile | undefined) =>
  file?.childImageSharp?.gatsbyImageData ?? null
