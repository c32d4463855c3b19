import type { Language, LanguageContext } from "../lib/languages"
import type { ListPage } from "../lib/pagedList"

// Contexts of per-entry pages: their own module, so page, Head and build import none of each other.

/** A page per file in data/shows/ or data/releases/ (src/gatsbyNode/showPages/, releasePages.ts). */
export type ShowPageContext = LanguageContext & {
  slug: string
  /** The build's clock as the page reads it (showPageClock, releasePageClock), in milliseconds. */
  pageClock: number
}
export type ReleasePageContext = ShowPageContext

/** For a page not in every language: where the switch leads instead, by English path. */
export type LanguageLinks = Partial<Record<Language, string>>

type TourYearsContext = LanguageContext & {
  /** The years with a page of their shows, the latest first. */
  years: number[]
}

/** /tour/ in one language (src/gatsbyNode/showPages/showPages.ts, src/lib/tourPlan.ts). */
export type TourContext = TourYearsContext & {
  /** What is coming, the soonest first. */
  upcoming: string[]
  /** What ended in the last twelve months, the latest first. */
  recent: string[]
}

/** A year's shows, over by the build's day. */
export type TourYearContext = TourYearsContext & {
  year: number
  slugs: string[]
}

/** A page of the music or the store list (src/gatsbyNode/listPages.ts). */
export type ListPageContext = LanguageContext & ListPage & { pageCount: number }

/** A page of the news list in one language (src/gatsbyNode/newsPages.ts). */
export type NewsListContext = LanguageContext & {
  slugs: string[]
  page: number
  pageCount: number
}

/** A news post's page in one language (src/gatsbyNode/newsPages.ts). */
export type NewsPostContext = LanguageContext & {
  slug: string
  /** The languages the post is published in: the head names only those as alternates. */
  translations: Language[]
  languageLinks?: LanguageLinks
}
