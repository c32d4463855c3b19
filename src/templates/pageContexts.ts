import type { LanguageContext } from "../lib/languages"

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
