import type { ReleaseKind, ShowStatus } from "../../src/lib/data/dataSchema"
import { formatLongDate } from "../../src/lib/format/formatDate"
import { localizePath, type Language } from "../../src/lib/languages"
import { isOutOn, type ReleaseTiming } from "../../src/lib/releaseSchedule"
import { showDayOf, statusOf } from "../../src/lib/showSchedule"
import { newsPostPath, releasePath, showPath } from "../../src/lib/urls"
import { allStrings } from "../../src/strings/all"
import { newsFeedStrings } from "../../src/strings/newsFeed"
import type { AtomEntry } from "./atomFeed"

/** What a release's entry is made of; fields left out of its file come as null. */
export type FeedRelease = ReleaseTiming & {
  slug: string
  title: string
  kind: ReleaseKind
  description: string
  announced?: string | null
}

/** What a show's entry is made of; fields left out of its file come as null. */
export type FeedShow = {
  slug: string
  city: string
  venue: string
  date: string
  rescheduledDate?: string | null
  status?: ShowStatus | null
  ticketsOnSale?: string | null
  announced?: string | null
}

/** What a news post's entry is made of, in the feed's language (null where not written). */
export type FeedPost = {
  slug: string
  date: string
  updated?: string | null
  en?: { title: string; summary: string } | null
  es?: { title: string; summary: string } | null
}

/** The site in the feed's language. */
export type FeedSite = {
  /** The site's address without a trailing slash. */
  siteUrl: string
  language: Language
  /** How the language writes dates ("en-US"). */
  locale: string
}

/** A day's start in UTC, as Atom writes dates: "2026-03-14" -> "2026-03-14T00:00:00Z". */
const atomDay = (day: string) => `${day}T00:00:00Z`

/**
 * When an entry is news, by days (YYYY-MM-DD): published on the day it was announced,
 * updated on the latest day something happened since (`events`, those up to `today`).
 * Nothing while it is published after `today`: the daily build publishes it on its day.
 */
const newsDays = (
  published: string | null | undefined,
  events: readonly (string | null | undefined)[],
  today: string,
) => {
  if (!published || published > today) return undefined
  const updated = events
    .filter((day): day is string => typeof day === "string" && day <= today)
    .reduce((latest, day) => (day > latest ? day : latest), published)
  return { published: atomDay(published), updated: atomDay(updated) }
}

const pageUrl = (site: FeedSite, path: string) =>
  `${site.siteUrl}${localizePath(path, site.language)}`

/**
 * A release's entry on `today` (the build's UTC day): dated by its announcement, else its
 * release day, and updated when it comes out; titled as coming or out.
 */
export const releaseEntry = (
  release: FeedRelease,
  site: FeedSite,
  today: string,
): AtomEntry | undefined => {
  const out = isOutOn(release, today)
  const days = newsDays(
    release.announced ?? release.releaseDate,
    [out ? release.releaseDate : undefined],
    today,
  )
  if (!days) return undefined
  const strings = allStrings[site.language]
  const kind = strings.music.kindsInSentence[release.kind]
  const words = newsFeedStrings[site.language]
  return {
    url: pageUrl(site, releasePath(release.slug)),
    title: out
      ? words.releaseOut(release.title, kind)
      : words.releaseComing(release.title, kind),
    summary: release.description,
    ...days,
  }
}

/**
 * A show's entry on `today` (the build's UTC day): dated by its announcement, else the day
 * tickets go on sale, and updated when they do; its title says where it stands, its
 * summary where and when it is.
 */
export const showEntry = (
  show: FeedShow,
  site: FeedSite,
  today: string,
): AtomEntry | undefined => {
  const days = newsDays(
    show.announced ?? show.ticketsOnSale,
    [show.ticketsOnSale],
    today,
  )
  if (!days) return undefined
  const strings = newsFeedStrings[site.language]
  const titles = {
    onSale: strings.showAnnounced,
    soldOut: strings.showAnnounced,
    cancelled: strings.showCancelled,
    postponed: strings.showPostponed,
    rescheduled: strings.showRescheduled,
  } satisfies Record<ShowStatus, (city: string) => string>
  return {
    url: pageUrl(site, showPath(show.slug)),
    title: titles[statusOf(show)](show.city),
    summary: strings.showSummary(
      show.venue,
      show.city,
      formatLongDate(showDayOf(show), site.locale),
    ),
    ...days,
  }
}

/**
 * A news post's entry in the feed of a language it is written in, from its day on (the
 * daily build publishes a post dated ahead on its day), updated on the day it last changed.
 */
export const postEntry = (
  post: FeedPost,
  site: FeedSite,
  today: string,
): AtomEntry | undefined => {
  const text = post[site.language]
  const days = newsDays(post.date, [post.updated], today)
  if (!text || !days) return undefined
  return {
    url: pageUrl(site, newsPostPath(post.slug)),
    title: text.title,
    summary: text.summary,
    ...days,
  }
}
