import { LANGUAGES, type Language } from "../languages"

/** What the build needs of a post to place it: its day, slug and languages written. */
export type PlannedPost = {
  slug: string
  /** The day it is published, YYYY-MM-DD. */
  date: string
} & Partial<Record<Language, unknown>>

/** How many posts a page of the news list shows. */
export const POSTS_PER_PAGE = 10

/** Newest first; posts of the same day by slug, so every build orders them alike. */
export const byNewest = <Post extends PlannedPost>(a: Post, b: Post) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : a.slug < b.slug ? -1 : 1

/** The posts published by `today` (the build's day, YYYY-MM-DD), newest first. */
export const publishedPosts = <Post extends PlannedPost>(
  posts: readonly Post[],
  today: string,
) => posts.filter(post => post.date <= today).sort(byNewest)

/** The languages a post is written in, in the site's order. */
export const languagesOf = (post: PlannedPost): Language[] =>
  LANGUAGES.filter(
    language => post[language] !== undefined && post[language] !== null,
  )

/**
 * A language's news list, page by page: the slugs of each page's posts, ten to a page;
 * one empty page when there is nothing yet, so /news/ always exists.
 */
export const listPages = (
  posts: readonly PlannedPost[],
  language: Language,
  today: string,
): string[][] => {
  const slugs = publishedPosts(posts, today)
    .filter(post => languagesOf(post).includes(language))
    .map(post => post.slug)
  const pages: string[][] = []
  for (let start = 0; start < slugs.length; start += POSTS_PER_PAGE) {
    pages.push(slugs.slice(start, start + POSTS_PER_PAGE))
  }
  return pages.length > 0 ? pages : [[]]
}
