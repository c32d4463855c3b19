/**
 * The latest of `moments` (milliseconds since the epoch; undefined for one a record does
 * not have) at or before `now`, or 0, the epoch, when none is: the page clocks of
 * showSchedule.ts and releaseSchedule.ts.
 */
export const lastMomentBy = (
  moments: readonly (number | undefined)[],
  now: number,
): number =>
  Math.max(
    0,
    ...moments.filter(
      (moment): moment is number => moment !== undefined && moment <= now,
    ),
  )
