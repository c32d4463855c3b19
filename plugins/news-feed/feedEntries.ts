import type { ReleaseKind, ShowStatus } from "../../src/lib/data/dataSchema"
import { formatLongDate } from "../../src/lib/format/formatDate"
import { localizePath, type Language } from "../../src/lib/languages"
import { isOutOn, type ReleaseTiming } from "../../src/lib/releaseSchedule"
import { showDayOf, statusOf } from "../../src/lib/showSchedule"
import { newsPostPath, releasePath, showPath } from "../../src/lib/urls"
import { allStrings } from "../../src/strings/all"
import { newsFeedStrings } from "../../src/strings/newsFeed"
import type { AtomEntry } from "./atomFeed"

export type FeedRelease = ReleaseTiming & {
  slug: string
  title: string
  kind: ReleaseKind
  description: string
  announced?: string | null
}

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

export type FeedPost = {
  slug: string
  date: string
  updated?: string | null
  en?: { title: string; summary: string } | null
  es?: { title: string; summary: string } | null
}

export type FeedSite = {
  /** Without a trailing slash. */
  siteUrl: string
  language: Language
  locale: string
}

const atomDay = (day: string) => `${day}T00:00:00Z`

// An entry is news from the day it was announced, updated on the latest day something happened
// since; none while it is dated after `today`: the daily build publishes it on its day.
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
  const kind = allStrings[site.language].music.kindsInSentence[release.kind]
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
