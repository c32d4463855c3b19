import type { ReleaseKind } from "../data/dataSchema"
import { isOutOn, type ReleaseTiming } from "../releaseSchedule"
import { showDayOf, statusOf, type ShowTiming } from "../showSchedule"
import type { Strings } from "../../strings"
import type { PressStrings } from "../../strings/press"

/** `path` is English: the site's Link leads to the language being read. */
export type PressFact = { term: string; description: string; path?: string }

type Release = ReleaseTiming & {
  slug: string
  title: string
  kind: ReleaseKind
  releaseDateText?: string | null
}

type Show = Pick<ShowTiming, "date" | "rescheduledDate" | "status">

type FactSources = {
  hometown: string
  genres: readonly string[]
  label: string
  forFansOf: readonly string[]
  /** Newest first. */
  releases: readonly Release[]
  shows: readonly Show[]
  today: string
}

const showsIn = (shows: readonly Show[], year: string) =>
  shows.filter(
    show =>
      showDayOf(show).startsWith(`${year}-`) &&
      statusOf(show) !== "cancelled" &&
      statusOf(show) !== "postponed",
  ).length

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
