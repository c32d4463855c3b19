import { parseIsoDay } from "../../lib/format/formatDate"
import { tryOr } from "../../lib/tryOr"

/** For tests and for previewing another day. */
const BUILD_TIME_VARIABLE = "BUILD_TIME"

const DAY = /^\d{4}-\d{2}-\d{2}$/
const INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

const noonOf = (day: string) =>
  tryOr(() => parseIsoDay(day).getTime() + 12 * 3_600_000, Number.NaN)

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

export const BUILD_CLOCK_TYPE = "BuildClock"

export const buildClockTypeDefs = `
  """The build's "now", the same for every page and build step"""
  type ${BUILD_CLOCK_TYPE} implements Node @dontInfer {
    """An ISO 8601 instant: BUILD_TIME when set, else when the build started"""
    builtAt: String!
  }
`

export const buildTimeNow = () =>
  buildTimeFrom(process.env[BUILD_TIME_VARIABLE])
