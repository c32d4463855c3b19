import type { IGatsbyImageData } from "gatsby-plugin-image"

import type { NewsSummary } from "../../components/news/newsSummary"
import type { Language } from "../languages"

type PostText = {
  readonly title: string
  readonly summary: string
  readonly coverAlt: string | null
}

export type QueriedPostSummary = {
  readonly slug: string
  readonly date: string
  readonly dateText: string
  readonly cover: {
    readonly childImageSharp: {
      readonly gatsbyImageData: IGatsbyImageData
    } | null
  } | null
} & { readonly [language in Language]: PostText | null }

/** Nothing for a post not written in `language` (the build lists none), so a list stays whole. */
export const toNewsSummary = (
  post: QueriedPostSummary,
  language: Language,
): NewsSummary[] => {
  const text = post[language]
  if (!text) return []
  const image = post.cover?.childImageSharp?.gatsbyImageData
  return [
    {
      slug: post.slug,
      date: post.date,
      dateText: post.dateText,
      title: text.title,
      summary: text.summary,
      ...(image ? { cover: { image, alt: text.coverAlt ?? "" } } : {}),
    },
  ]
}
