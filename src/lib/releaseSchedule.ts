/**
 * Whether a release is out. A release comes out on its release day by itself: the build
 * decides with its own clock, and the visitor's browser decides again with theirs (from
 * midnight of the day where they are, as streaming services release), so a page built
 * before release day never shows an out release as coming.
 */
import { twoDigits } from "./format/twoDigits"
import { lastMomentBy } from "./lastMomentBy"

/** What decides it; fields left out of a release's file come from GraphQL as null. */
export type ReleaseTiming = {
  comingSoon: boolean
  releaseDate?: string | null
}

export type ReleaseState =
  /** On sale and streaming. */
  | { kind: "out" }
  /** Announced: `day` is the release day while it is still ahead, else null (no date yet). */
  | { kind: "coming"; day: string | null }

/**
 * A release flagged coming soon is coming whatever the day (it has no cover or links yet);
 * any other release is coming until its release day (`today` as YYYY-MM-DD) and out from
 * then on.
 */
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

/** Whether a release is out on `today` (YYYY-MM-DD). */
export const isOutOn = (release: ReleaseTiming, today: string) =>
  releaseStateOf(release, today).kind === "out"

const DAY_MS = 86_400_000

/**
 * Whether a visitor's clock may find the release otherwise than the build (`builtDay`)
 * did, so its page must hold both states: it is dated and not flagged, and its day is
 * still ahead or was the build's yesterday (west of UTC, a visitor may still be on the
 * day before). A release out for longer stays out wherever the visitor is.
 */
export const mayChangeAfterBuild = (release: ReleaseTiming, builtDay: string) =>
  !release.comingSoon &&
  Boolean(release.releaseDate) &&
  (release.releaseDate ?? "") >=
    utcDayOf(Date.parse(`${builtDay}T00:00:00Z`) - DAY_MS)

/**
 * The clock a release's page is built with: the start (UTC) of the last day at or before
 * `now`'s on which what the build decides about the release changes, or 0 (the epoch)
 * before any. Those days are its release day (releaseStateOf) and the day after the next
 * (mayChangeAfterBuild). The page reads the same as at `now` and stays the same from
 * build to build until the next of those days, so a rebuild writes only the pages that
 * changed. The browser goes on with the visitor's clock (useToday).
 */
export const releasePageClock = (release: ReleaseTiming, now: number) => {
  if (!release.releaseDate) return 0
  const releaseDay = Date.parse(`${release.releaseDate}T00:00:00Z`)
  return lastMomentBy([releaseDay, releaseDay + 2 * DAY_MS], now)
}

/** The day of an instant in UTC, as YYYY-MM-DD: the build's day, the same on any machine. */
export const utcDayOf = (instant: number) =>
  new Date(instant).toISOString().slice(0, 10)

/** The day of an instant where the visitor is, as YYYY-MM-DD. */
export const localDayOf = (instant: number) => {
  const date = new Date(instant)
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
}
