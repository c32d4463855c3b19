import type { IGatsbyImageData } from "gatsby-plugin-image"

export type PressPhoto = {
  /** The grid's image, at the photo's own ratio. */
  thumbnail: IGatsbyImageData
  /** The dialog's image, up to the content's width. */
  large: IGatsbyImageData
  alt: string
  caption: string
  credit: string
  /** How media may use it: "Free for editorial use with credit". */
  licence: string
  /** The full-resolution file: where it is, the name it is saved as, "JPEG, 3000 × 2000 px, 1.2 MB". */
  file: { href: string; fileName: string; facts: string }
}
