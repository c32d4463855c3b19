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

// Typed here rather than as Queries.NewsFeedQuery, which only a build generates.
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

/** Feed readers keep what they have read: the newest entries are enough to catch up. */
export const MAX_ENTRIES = 50

const atomInstant = (instant: number) =>
  new Date(instant).toISOString().replace(/\.\d{3}Z$/, "Z")

/** Ties go by address, so every build writes the same order. */
const newestFirst = (a: AtomEntry, b: AtomEntry) =>
  b.updated.localeCompare(a.updated) ||
  b.published.localeCompare(a.published) ||
  a.url.localeCompare(b.url)

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
