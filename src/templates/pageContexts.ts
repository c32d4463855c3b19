import type { Language, LanguageContext } from "../lib/languages"

/**
 * What the build gives each page made per entry (src/build/), which the page, its Head
 * and the build read alike: a module of its own, so none of them imports another's file.
 */

/** A show's page, one per file in data/shows/ (src/build/showPages/showPages.ts). */
export type ShowPageContext = LanguageContext & {
  slug: string
  /** The build's clock as the show's page reads it (showPageClock), in milliseconds. */
  pageClock: number
}

/** A release's page, one per file in data/releases/ (src/build/releasePages.ts). */
export type ReleasePageContext = LanguageContext & {
  slug: string
  /** The build's clock as the release's page reads it (releasePageClock), in milliseconds. */
  pageClock: number
}

/**
 * Where the language switch leads, for a page that does not exist in every language (a
 * news post written in one): the other language's page it should offer instead, by its
 * English path ("/news/"). Languages it leaves out lead to the same page in them.
 */
export type LanguageLinks = Partial<Record<Language, string>>

/** A page of the news list in one language (src/build/newsPages.ts). */
export type NewsListContext = LanguageContext & {
  /** The posts on this page, newest first. */
  slugs: string[]
  /** This page's number, from 1, and how many the list has. */
  page: number
  pageCount: number
}

/** A news post's page in one language (src/build/newsPages.ts). */
export type NewsPostContext = LanguageContext & {
  slug: string
  /** The languages the post is published in: the head names only those as alternates. */
  translations: Language[]
  languageLinks?: LanguageLinks
}
