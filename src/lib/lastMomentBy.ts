/** The latest of `moments` at or before `now`, or 0 (the epoch) when none is. */
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
