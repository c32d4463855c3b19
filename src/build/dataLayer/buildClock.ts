import { parseIsoDay } from "../../lib/format/formatDate"

/** The variable that sets the build's clock, for tests and for previewing another day. */
const BUILD_TIME_VARIABLE = "BUILD_TIME"

const DAY = /^\d{4}-\d{2}-\d{2}$/
const INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

/** Noon UTC of a day that exists, else NaN. */
const noonOf = (day: string) => {
  try {
    return parseIsoDay(day).getTime() + 12 * 3_600_000
  } catch {
    return Number.NaN
  }
}

/**
 * The build's "now" as an ISO instant: the BUILD_TIME variable when set (a day, read as
 * noon UTC, or an instant with its offset), else the machine's clock.
 */
export const buildTimeFrom = (
  value: string | undefined,
  clock: () => number = Date.now,
): string => {
  if (value === undefined || value === "")
    return new Date(clock()).toISOString()
  const text = value.trim()
  const instant = DAY.test(text)
    ? noonOf(text)
    : INSTANT.test(text)
      ? Date.parse(text)
      : Number.NaN
  if (Number.isNaN(instant)) {
    throw new Error(
      `${BUILD_TIME_VARIABLE} must be a day as YYYY-MM-DD or an instant such as 2026-04-01T12:00:00Z, found "${value}"`,
    )
  }
  return new Date(instant).toISOString()
}

/** The node type that holds the build's clock: `buildClock { builtAt }` in a query. */
export const BUILD_CLOCK_TYPE = "BuildClock"

export const buildClockTypeDefs = `
  """The build's "now", the same for every page and build step"""
  type ${BUILD_CLOCK_TYPE} implements Node @dontInfer {
    """An ISO 8601 instant: BUILD_TIME when set, else when the build started"""
    builtAt: String!
  }
`

/** The build's "now" from the environment (throws on a BUILD_TIME it cannot read). */
export const buildTimeNow = () =>
  buildTimeFrom(process.env[BUILD_TIME_VARIABLE])
