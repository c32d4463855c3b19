import type { IGatsbyImageData } from "gatsby-plugin-image"

import type { NewsSummary } from "../../components/news/newsSummary"
import type { Language } from "../languages"

/** A post's text in one language, as the queries ask for it. */
type PostText = {
  readonly title: string
  readonly summary: string
  readonly coverAlt: string | null
}

/** A post as the list and home queries return it. */
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

/**
 * A post as a list shows it in one language, or nothing if it is not written in it (the
 * build lists only posts written in the list's language; this keeps a list whole if not).
 */
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
