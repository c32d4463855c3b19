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

const DAY_MS = 86_400_000

const pad = (value: number) => String(value).padStart(2, "0")

const formatOffset = (minutes: number) =>
  `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`

/** ("2026-05-16", "20:00", "America/Los_Angeles") -> "2026-05-16T20:00:00-07:00" */
export const zonedDateTime = (
  day: string,
  time: string,
  timeZone: string,
  dayOffset = 0,
) => {
  const midnight = parseIsoDay(day).getTime() + dayOffset * DAY_MS
  const [hours = 0, minutes = 0] = time.split(":").map(Number)
  const wallClock = midnight + (hours * 60 + minutes) * 60_000
  // The offsets of the day before and after cover a change of clocks that night. The earliest instant
  // agreeing with its own offset wins: a repeated hour is the first; a skipped one the data check refuses.
  const offsets = [
    ...new Set(
      [-DAY_MS, DAY_MS].map(shift =>
        offsetMinutes(wallClock + shift, timeZone),
      ),
    ),
  ]
  const fitting = offsets
    .filter(
      candidate =>
        offsetMinutes(wallClock - candidate * 60_000, timeZone) === candidate,
    )
    .sort((a, b) => b - a)
  const offset = fitting[0] ?? offsets[0] ?? 0
  const local = new Date(wallClock)
  return `${local.toISOString().slice(0, 19)}${formatOffset(offset)}`
}

/** False for a time the clocks skip that night (02:30 on the day 02:00 becomes 03:00). */
export const localTimeExists = (
  day: string,
  time: string,
  timeZone: string,
) => {
  const instant = Date.parse(zonedDateTime(day, time, timeZone))
  const parts = dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find(candidate => candidate.type === type)?.value
  return (
    `${part("year")}-${part("month")}-${part("day")}` === day &&
    `${part("hour")}:${part("minute")}` === time
  )
}
