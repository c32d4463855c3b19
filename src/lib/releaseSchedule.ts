/**
 * Whether a release is out. A release comes out on its release day by itself: the build
 * decides with its own clock, and the visitor's browser decides again with theirs (from
 * midnight of the day where they are, as streaming services release), so a page built
 * before release day never shows an out release as coming.
 */

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

/** Whether the clock alone can change the release's state: it is not flagged, and dated. */
export const switchesOnItsOwn = (release: ReleaseTiming) =>
  !release.comingSoon && Boolean(release.releaseDate)

const twoDigits = (value: number) => String(value).padStart(2, "0")

/** The day of an instant in UTC, as YYYY-MM-DD: the build's day, the same on any machine. */
export const utcDayOf = (instant: number) =>
  new Date(instant).toISOString().slice(0, 10)

/** The day of an instant where the visitor is, as YYYY-MM-DD. */
export const localDayOf = (instant: number) => {
  const date = new Date(instant)
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
}
