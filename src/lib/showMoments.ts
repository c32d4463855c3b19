import { zonedDateTime } from "./format/zonedDateTime"
import { showDayOf, type ShowMoments, type ShowTiming } from "./showSchedule"

export type ShowTimes = Pick<
  ShowTiming,
  "date" | "rescheduledDate" | "status" | "ticketsOnSale"
> & {
  doorsTime?: string | null
  startTime: string
  endTime: string
  timeZone: string
}

/** Build-only: it needs Intl's time-zone data, which differs from browser to browser. */
export const showMomentsOf = (show: ShowTimes): ShowMoments => {
  const day = showDayOf(show)
  const at = (time: string, dayOffset = 0) =>
    zonedDateTime(day, time, show.timeZone, dayOffset)
  return {
    doors: show.doorsTime ? at(show.doorsTime) : null,
    start: at(show.startTime),
    end: at(show.endTime, show.endTime <= show.startTime ? 1 : 0),
    salesOpen: show.ticketsOnSale
      ? zonedDateTime(show.ticketsOnSale, "00:00", show.timeZone)
      : null,
    originalStart: show.rescheduledDate
      ? zonedDateTime(show.date, show.startTime, show.timeZone)
      : null,
  }
}
