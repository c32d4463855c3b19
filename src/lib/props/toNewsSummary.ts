import type { NewsSummary } from "../../components/news/newsSummary"
import type { Language } from "../languages"

/** Nothing for a post not written in `language` (the build lists none), so a list stays whole. */
export const toNewsSummary = (
  post: Queries.NewsSummaryFragment,
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
