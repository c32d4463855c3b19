import {
  languageRoot,
  localizePath,
  type Language,
} from "../../src/lib/languages"
import { utcDayOf } from "../../src/lib/releaseSchedule"
import { feedPath } from "../../src/lib/seo/feedPath"
import { newsFeedStrings } from "../../src/strings/newsFeed"
import { atomFeed, type AtomEntry } from "./atomFeed"
import {
  postEntry,
  releaseEntry,
  showEntry,
  type FeedPost,
  type FeedRelease,
  type FeedShow,
} from "./feedEntries"

/**
 * What the plugin's NewsFeed query returns, in one language. Typed here rather than as
 * Queries.NewsFeedQuery, which only a build generates.
 */
export type NewsFeedData = {
  siteJson: {
    name: string
    siteUrl: string
    locale: string
    description: string
  } | null
  buildClock: { builtAt: string } | null
  allReleasesJson: { nodes: readonly FeedRelease[] }
  allShowsJson: { nodes: readonly FeedShow[] }
  allNewsJson: { nodes: readonly FeedPost[] }
}

/** Feed readers keep what they have read; the newest fifty are plenty to catch up. */
export const MAX_ENTRIES = 50

/** An instant as Atom writes it, to the second: "2026-04-01T12:00:00Z". */
const atomInstant = (instant: number) =>
  new Date(instant).toISOString().replace(/\.\d{3}Z$/, "Z")

/** Newest first: by updated, then published, then address (the same order every build). */
const newestFirst = (a: AtomEntry, b: AtomEntry) =>
  b.updated.localeCompare(a.updated) ||
  b.published.localeCompare(a.published) ||
  a.url.localeCompare(b.url)

/**
 * The Atom feed of one language: an entry per release and show already announced on the
 * build's UTC day and per news post published in the language by then, newest first, in
 * the language's words and addresses.
 */
export const newsFeed = (data: NewsFeedData, language: Language): string => {
  const { siteJson: site, buildClock } = data
  if (!site || !buildClock) {
    throw new Error("data/site.json or the build's clock is missing")
  }
  const builtAt = Date.parse(buildClock.builtAt)
  const today = utcDayOf(builtAt)
  const feedSite = { siteUrl: site.siteUrl, language, locale: site.locale }
  const entries = [
    ...data.allReleasesJson.nodes.map(release =>
      releaseEntry(release, feedSite, today),
    ),
    ...data.allShowsJson.nodes.map(show => showEntry(show, feedSite, today)),
    ...data.allNewsJson.nodes.map(post => postEntry(post, feedSite, today)),
  ]
    .filter((entry): entry is AtomEntry => entry !== undefined)
    .sort(newestFirst)
    .slice(0, MAX_ENTRIES)
  return atomFeed({
    language,
    homeUrl: `${site.siteUrl}${languageRoot(language)}`,
    selfUrl: `${site.siteUrl}${localizePath(feedPath, language)}`,
    title: newsFeedStrings[language].title(site.name),
    subtitle: site.description,
    author: site.name,
    updated: entries[0]?.updated ?? atomInstant(builtAt),
    entries,
  })
}
