import { parseIsoDay } from "./formatDate"
import { dateTimeFormat } from "./intlFormats"

/** The offset of a time zone at an instant, in minutes east of UTC ("GMT-07:00" -> -420). */
const offsetMinutes = (instant: number, timeZone: string) => {
  const name =
    dateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find(part => part.type === "timeZoneName")?.value ?? "GMT"
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === "-" ? -minutes : minutes
}

const pad = (value: number) => String(value).padStart(2, "0")

const formatOffset = (minutes: number) =>
  `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`

/**
 * A local day and time at a place, as ISO 8601 with that place's UTC offset on that day:
 * ("2026-05-16", "20:00", "America/Los_Angeles") -> "2026-05-16T20:00:00-07:00".
 * `dayOffset` moves to a following day, for a show that ends after midnight.
 */
export const zonedDateTime = (
  day: string,
  time: string,
  timeZone: string,
  dayOffset = 0,
) => {
  const date = parseIsoDay(day)
  date.setUTCDate(date.getUTCDate() + dayOffset)
  const [hours = 0, minutes = 0] = time.split(":").map(Number)
  const wallClock = Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    hours,
    minutes,
  )
  // Two passes settle the offset even on the day clocks change.
  const guess = offsetMinutes(wallClock, timeZone)
  const offset = offsetMinutes(wallClock - guess * 60_000, timeZone)
  const local = new Date(wallClock)
  return `${local.toISOString().slice(0, 19)}${formatOffset(offset)}`
}
