import type { IGatsbyImageData } from "gatsby-plugin-image"

export type NewsSummary = {
  slug: string
  /** YYYY-MM-DD, and as the page's language writes it. */
  date: string
  dateText: string
  title: string
  summary: string
  cover?: { image: IGatsbyImageData; alt: string }
}
