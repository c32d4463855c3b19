import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A post as a list shows it: in the page's language, with its cover if it has one. */
export type NewsSummary = {
  slug: string
  /** YYYY-MM-DD, and as the page's language writes it. */
  date: string
  dateText: string
  title: string
  summary: string
  cover?: { image: IGatsbyImageData; alt: string }
}
