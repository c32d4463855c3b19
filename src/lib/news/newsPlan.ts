import { LANGUAGES, type Language } from "../languages"
import { listPagesOf } from "../pagedList"

export type PlannedPost = {
  slug: string
  date: string
} & Partial<Record<Language, unknown>>

export const POSTS_PER_PAGE = 10

/** Posts of the same day by slug, so every build orders them alike. */
export const byNewest = <Post extends PlannedPost>(a: Post, b: Post) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : a.slug < b.slug ? -1 : 1

export const publishedPosts = <Post extends PlannedPost>(
  posts: readonly Post[],
  today: string,
) => posts.filter(post => post.date <= today).sort(byNewest)

export const languagesOf = (post: PlannedPost): Language[] =>
  LANGUAGES.filter(
    language => post[language] !== undefined && post[language] !== null,
  )

/** One empty page when there is nothing yet, so /news/ always exists. */
export const listPages = (
  posts: readonly PlannedPost[],
  language: Language,
  today: string,
): string[][] => {
  const slugs = publishedPosts(posts, today)
    .filter(post => languagesOf(post).includes(language))
    .map(post => post.slug)
  return listPagesOf(slugs.length, POSTS_PER_PAGE).map(({ skip, limit }) =>
    slugs.slice(skip, skip + limit),
  )
}
