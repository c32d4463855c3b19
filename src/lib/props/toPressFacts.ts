import type { ReleaseKind, ShowStatus } from "../data/dataSchema"
import { isOutOn, type ReleaseTiming } from "../releaseSchedule"
import { showDayOf, statusOf } from "../showSchedule"
import type { Strings } from "../../strings"
import type { PressStrings } from "../../strings/press"

/**
 * One line of the fact sheet: a term and what it is, with a link where the site has a
 * page (its English path: the site's Link leads to the language being read).
 */
export type PressFact = { term: string; description: string; path?: string }

type Release = ReleaseTiming & {
  slug: string
  title: string
  kind: ReleaseKind
  /** The release day as the page's language writes it, from the build. */
  releaseDateText?: string | null
}

type Show = {
  date: string
  rescheduledDate?: string | null
  status?: ShowStatus | null
}

type FactSources = {
  hometown: string
  genres: readonly string[]
  label: string
  forFansOf: readonly string[]
  /** Every release, newest first. */
  releases: readonly Release[]
  shows: readonly Show[]
  /** The build's day, YYYY-MM-DD: the facts are as of it. */
  today: string
}

/** Shows that take place in `year` and are not called off: cancelled and postponed ones are not. */
const showsIn = (shows: readonly Show[], year: string) =>
  shows.filter(
    show =>
      showDayOf(show).startsWith(`${year}-`) &&
      statusOf(show) !== "cancelled" &&
      statusOf(show) !== "postponed",
  ).length

/**
 * The fact sheet of the press page: the facts the team writes (home town, label, for fans
 * of), the genres the site gives search engines, and two the data keeps current on its
 * own: the newest release out on the build's day, and how many shows the year has.
 */
export const toPressFacts = (
  sources: FactSources,
  strings: Strings,
  pressWords: PressStrings,
): PressFact[] => {
  const words = pressWords.facts
  const latest = sources.releases.find(release =>
    isOutOn(release, sources.today),
  )
  const year = sources.today.slice(0, 4)
  return [
    { term: words.hometown, description: sources.hometown },
    { term: words.genres, description: sources.genres.join(", ") },
    { term: words.label, description: sources.label },
    { term: words.forFansOf, description: sources.forFansOf.join(", ") },
    ...(latest
      ? [
          {
            term: words.latestRelease,
            description: `${latest.title} (${[
              strings.music.kinds[latest.kind],
              latest.releaseDateText,
            ]
              .filter(Boolean)
              .join(", ")})`,
            path: `/music/${latest.slug}/`,
          },
        ]
      : []),
    {
      term: words.showsThisYear(year),
      description: String(showsIn(sources.shows, year)),
      path: "/tour/",
    },
  ]
}
