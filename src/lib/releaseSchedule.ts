import { twoDigits } from "./format/twoDigits"
import { lastMomentBy } from "./lastMomentBy"

/** Fields left out of a release's file come from GraphQL as null. */
export type ReleaseTiming = {
  comingSoon: boolean
  releaseDate?: string | null
}

export type ReleaseState =
  | { kind: "out" }
  /** `day` is the release day while it is still ahead, else null (no date yet). */
  | { kind: "coming"; day: string | null }

/** A release flagged coming soon has no cover or links yet, so it is coming whatever the day. */
export const releaseStateOf = (
  release: ReleaseTiming,
  today: string,
): ReleaseState => {
  const ahead =
    release.releaseDate && release.releaseDate > today
      ? release.releaseDate
      : null
  return release.comingSoon || ahead
    ? { kind: "coming", day: ahead }
    : { kind: "out" }
}

export const isOutOn = (release: ReleaseTiming, today: string) =>
  releaseStateOf(release, today).kind === "out"

const DAY_MS = 86_400_000

/** Whether the page must hold both states: west of UTC, a visitor may still be on the build's yesterday. */
export const mayChangeAfterBuild = (release: ReleaseTiming, builtDay: string) =>
  !release.comingSoon &&
  Boolean(release.releaseDate) &&
  (release.releaseDate ?? "") >=
    utcDayOf(Date.parse(`${builtDay}T00:00:00Z`) - DAY_MS)

/** Pinned to the last day by `now` on which the build's verdict changes, so rebuilds rewrite only changed pages. */
export const releasePageClock = (release: ReleaseTiming, now: number) => {
  if (!release.releaseDate) return 0
  const releaseDay = Date.parse(`${release.releaseDate}T00:00:00Z`)
  return lastMomentBy([releaseDay, releaseDay + 2 * DAY_MS], now)
}

/** In UTC, so the build's day is the same on any machine. */
export const utcDayOf = (instant: number) =>
  new Date(instant).toISOString().slice(0, 10)

export const localDayOf = (instant: number) => {
  const date = new Date(instant)
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
}
