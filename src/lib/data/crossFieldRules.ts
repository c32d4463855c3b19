// They run even when another field of the record is wrong, so an editor sees every mistake in one go.
import type * as z from "zod"

import { isRecord } from "./isRecord"
import { describeFound } from "./describeFound"
import { DAY_SHAPE, PLATFORM_DOMAINS, TIME, type Platform } from "./fields"
import { formUrlProblem, isSignupService } from "../signup/signupServices"
import { analyticsProblems } from "../analytics/analyticsServices"
import { localTimeExists } from "../format/zonedDateTime"
import { LANGUAGES } from "../languages"
import { tryOr } from "../tryOr"

type RefinementContext = z.core.$RefinementCtx<unknown>

const report = (
  context: RefinementContext,
  path: (string | number)[],
  message: string,
) => context.addIssue({ code: "custom", path, message })

const present = (record: Record<string, unknown>, name: string) =>
  record[name] !== undefined && record[name] !== null

type ReleaseStatusFields = {
  absentWhileComingSoon: readonly string[]
  /** Each with the words after "expected" in its message */
  requiredOnceReleased: Readonly<Record<string, string>>
}

export const releaseStatusRule =
  ({ absentWhileComingSoon, requiredOnceReleased }: ReleaseStatusFields) =>
  (release: unknown, context: RefinementContext) => {
    if (!isRecord(release)) return
    if (release.comingSoon === true) {
      for (const name of absentWhileComingSoon) {
        if (!present(release, name)) continue
        report(context, [name], `expected nothing on a coming-soon release, found ${describeFound(release[name])}`)
      }
    } else if (release.comingSoon === false) {
      for (const [name, expected] of Object.entries(requiredOnceReleased)) {
        if (present(release, name)) continue
        report(context, [name], `expected ${expected} on a released record, found nothing`)
      }
    }
  }

const platformOfUrl = (url: string): Platform | undefined => {
  const host = tryOr(() => new URL(url).hostname, undefined)
  if (host === undefined) return undefined
  return (Object.keys(PLATFORM_DOMAINS) as Platform[]).find(platform =>
    PLATFORM_DOMAINS[platform].test(host),
  )
}

/** A domain of no known service (an artist's own Bandcamp address) is let be. */
export const platformsRule = (entries: unknown, context: RefinementContext) => {
  if (!Array.isArray(entries)) return
  const seen = new Map<unknown, number>()
  entries.forEach((entry, index) => {
    if (!isRecord(entry)) return
    const first = seen.get(entry.platform)
    if (first !== undefined) {
      report(context, [index, "platform"], `expected each service once, found "${String(entry.platform)}" again (entries ${first + 1} and ${index + 1})`)
    } else {
      seen.set(entry.platform, index)
    }
    if (typeof entry.url !== "string") return
    const owner = platformOfUrl(entry.url)
    if (owner && owner !== entry.platform) {
      report(context, [index, "url"], `expected a link to ${String(entry.platform)}, found a link to ${owner} ("${entry.url}")`)
    }
  })
}

/** Lyrics name their language: the page shows the translation to readers of the other one. */
export const trackRule = (track: unknown, context: RefinementContext) => {
  if (!isRecord(track)) return
  if (present(track, "translation") && !present(track, "lyrics")) {
    report(context, ["translation"], "expected the original lyrics beside a translation (in lyrics), found a translation alone")
  }
  if (present(track, "lyrics") && !present(track, "lyricsLanguage")) {
    report(context, ["lyricsLanguage"], 'expected the language the lyrics are sung in ("es" or "en") on a track with lyrics, found nothing')
  }
}

/** Each entry's `key`, where it is text, differs from every other's. */
const uniqueRule =
  (key: string, expected: string) =>
  (entries: unknown, context: RefinementContext) => {
    if (!Array.isArray(entries)) return
    const seen = new Map<string, number>()
    entries.forEach((entry, index) => {
      const value: unknown = isRecord(entry) ? entry[key] : undefined
      if (typeof value !== "string") return
      const first = seen.get(value)
      if (first === undefined) seen.set(value, index)
      else
        report(
          context,
          [index, key],
          `expected ${expected}, found "${value}" again (entries ${first + 1} and ${index + 1})`,
        )
    })
  }

export const uniqueSlugsRule = uniqueRule("slug", "a slug no other entry uses")

/** Two bookers would leave a promoter guessing whom to write to. */
export const oneContactPerRoleRule = uniqueRule(
  "role",
  "one contact for each role",
)

export const newsPostRule = (post: unknown, context: RefinementContext) => {
  if (!isRecord(post)) return
  const written = LANGUAGES.filter(language => post[language] !== undefined)
  if (written.length === 0) {
    report(
      context,
      [],
      `expected the post in at least one language (${LANGUAGES.map(language => `"${language}"`).join(" or ")}), found none`,
    )
  }
  if (post.cover !== undefined) {
    for (const language of written) {
      const inLanguage = post[language]
      if (isRecord(inLanguage) && inLanguage.coverAlt === undefined) {
        report(context, [language, "coverAlt"], "expected what the cover shows, for people who cannot see it, on a post with a cover, found nothing")
      }
    }
  }
  if (
    isDay(post.date) &&
    isDay(post.updated) &&
    post.updated < post.date
  ) {
    report(context, ["updated"], `expected a day on or after the post's (${post.date}), found "${post.updated}"`)
  }
}

/** A malformed value has its own message already. */
const isDay = (value: unknown): value is string =>
  typeof value === "string" && DAY_SHAPE.test(value)
const isTime = (value: unknown): value is string =>
  typeof value === "string" && TIME.test(value)

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** An unknown zone has its own message. */
const happens = (day: string, time: string, timeZone: string) =>
  tryOr(() => localTimeExists(day, time, timeZone), true)

export const showRule = (show: unknown, context: RefinementContext) => {
  if (!isRecord(show)) return
  const hasNewDate = present(show, "rescheduledDate")
  if (show.status === "rescheduled" && !hasNewDate) {
    report(context, ["rescheduledDate"], 'expected the new date as YYYY-MM-DD on a show with the status "rescheduled", found nothing')
  } else if (show.status !== "rescheduled" && hasNewDate) {
    report(context, ["rescheduledDate"], `expected nothing unless the status is "rescheduled", found ${describeFound(show.rescheduledDate)}`)
  }
  const { doorsTime, startTime, endTime, ticketsOnSale } = show
  const day =
    show.status === "rescheduled" && isDay(show.rescheduledDate)
      ? show.rescheduledDate
      : show.date
  if (isTime(doorsTime) && isTime(startTime) && doorsTime >= startTime) {
    report(context, ["doorsTime"], `expected a time before the show starts (${startTime}), found "${doorsTime}"`)
  }
  if (isTime(startTime) && isTime(endTime) && endTime === startTime) {
    report(context, ["endTime"], `expected a time other than the start (${startTime}; an earlier time is read as after midnight), found "${endTime}"`)
  }
  if (typeof show.timeZone === "string" && isDay(day)) {
    const ends = isTime(startTime) && isTime(endTime) && endTime < startTime
    const times = [
      ["doorsTime", doorsTime, day],
      ["startTime", startTime, day],
      ["endTime", endTime, ends ? nextDay(day) : day],
    ] as const
    for (const [name, time, onDay] of times) {
      if (!isTime(time) || happens(onDay, time, show.timeZone)) continue
      report(context, [name], `expected a time that happens in ${show.timeZone} on ${onDay} (its clocks skip that hour that night), found "${time}"`)
    }
  }
  if (isDay(ticketsOnSale) && isDay(day) && ticketsOnSale > day) {
    report(context, ["ticketsOnSale"], `expected a day on or before the show's (${day}), found "${ticketsOnSale}"`)
  }
}

export const VIDEO_NEEDS = {
  poster: "a poster image (a path inside data/)",
  uploadDate: "the day the video went up, as YYYY-MM-DD",
  duration: "the video's length as m:ss",
} as const

export const videoRule = (video: unknown, context: RefinementContext) => {
  if (!isRecord(video)) return
  const hasId = present(video, "youtubeId")
  for (const [name, expected] of Object.entries(VIDEO_NEEDS)) {
    if (hasId && !present(video, name)) {
      report(context, [name], `expected ${expected} on a video with a youtubeId, found nothing`)
    } else if (!hasId && present(video, name)) {
      report(context, [name], `expected nothing on a video without a youtubeId, found ${describeFound(video[name])}`)
    }
  }
}

/** The news feed dates an entry by its announcement, or else by its on-sale or release day. */
export const announcedRule =
  (otherDay: "ticketsOnSale" | "releaseDate", noun: string) =>
  (entry: unknown, context: RefinementContext) => {
    if (!isRecord(entry)) return
    if (present(entry, "announced") || present(entry, otherDay)) return
    report(context, ["announced"], `expected the day the ${noun} was announced, as YYYY-MM-DD (the news feed dates it by this, or else by ${otherDay}), found nothing`)
  }

export const mailingListRule = (
  mailingList: unknown,
  context: RefinementContext,
) => {
  if (!isRecord(mailingList)) return
  const { service, formUrl } = mailingList
  if (!isSignupService(service) || typeof formUrl !== "string") return
  const problem = formUrlProblem(service, formUrl)
  if (problem) {
    report(context, ["formUrl"], `${problem}, found "${formUrl}"`)
  }
}

export const analyticsRule = (analytics: unknown, context: RefinementContext) => {
  if (!isRecord(analytics)) return
  for (const { field, message } of analyticsProblems(analytics))
    report(context, [field], message)
}
