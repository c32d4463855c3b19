import type { ShowStatus } from "./data/dataSchema"
import { zonedDateTime } from "./format/zonedDateTime"

/**
 * What decides when a show is and whether tickets can be bought. Fields left out of a show's
 * file come from GraphQL as null.
 */
export type ShowTiming = {
  slug: string
  date: string
  rescheduledDate?: string | null
  doorsTime?: string | null
  startTime: string
  endTime: string
  timeZone: string
  status?: ShowStatus | null
  ticketsOnSale?: string | null
  ticketUrl?: string | null
}

/** A show without a status is on sale. */
export const statusOf = (show: Pick<ShowTiming, "status">): ShowStatus =>
  show.status ?? "onSale"

/** The day the show takes place: the new day of a rescheduled show, else its day. */
export const showDayOf = (
  show: Pick<ShowTiming, "date" | "rescheduledDate" | "status">,
) =>
  statusOf(show) === "rescheduled" && show.rescheduledDate
    ? show.rescheduledDate
    : show.date

/** ISO 8601 date-times with the venue's UTC offset, as structured data wants them. */
type ShowDateTimes = {
  doors?: string
  start: string
  end: string
}

type ShowInstants = {
  /** Milliseconds since the epoch, like Date.now(). */
  doors?: number
  start: number
  end: number
}

/** When doors open, the show starts and it ends; an end before the start is after midnight. */
export const showDateTimes = (show: ShowTiming): ShowDateTimes => {
  const day = showDayOf(show)
  const at = (time: string, dayOffset = 0) =>
    zonedDateTime(day, time, show.timeZone, dayOffset)
  return {
    ...(show.doorsTime ? { doors: at(show.doorsTime) } : {}),
    start: at(show.startTime),
    end: at(show.endTime, show.endTime <= show.startTime ? 1 : 0),
  }
}

/** The same moments as instants, to compare with a clock. */
export const showInstants = (show: ShowTiming): ShowInstants => {
  const { doors, start, end } = showDateTimes(show)
  return {
    ...(doors ? { doors: Date.parse(doors) } : {}),
    start: Date.parse(start),
    end: Date.parse(end),
  }
}

/** A show is over once it has ended at its venue. */
export const isOver = (show: ShowTiming, now: number) =>
  now >= showInstants(show).end

const bySlug = (a: ShowTiming, b: ShowTiming) => a.slug.localeCompare(b.slug)

/** Upcoming shows soonest first; past shows newest first. */
export const splitShows = <Show extends ShowTiming>(
  shows: readonly Show[],
  now: number,
): { upcoming: Show[]; past: Show[] } => {
  const timed = shows.map(show => ({ show, start: showInstants(show).start }))
  const upcoming = timed
    .filter(({ show }) => !isOver(show, now))
    .sort((a, b) => a.start - b.start || bySlug(a.show, b.show))
  const past = timed
    .filter(({ show }) => isOver(show, now))
    .sort((a, b) => b.start - a.start || bySlug(a.show, b.show))
  return {
    upcoming: upcoming.map(({ show }) => show),
    past: past.map(({ show }) => show),
  }
}

/** What a fan can do about tickets for a show at a moment. */
export type TicketState =
  | { kind: "buy"; url: string }
  | { kind: "notYetOnSale"; onSaleDay: string }
  | { kind: "soldOut" }
  | { kind: "cancelled" }
  | { kind: "postponed" }
  | { kind: "over" }
  | { kind: "noTicketLink" }

/** The moment sales open: the start of the on-sale day at the venue. */
const salesOpenAt = (show: ShowTiming) =>
  show.ticketsOnSale
    ? Date.parse(zonedDateTime(show.ticketsOnSale, "00:00", show.timeZone))
    : undefined

/**
 * Tickets can be bought while a show is on sale (or rescheduled, when tickets usually stay
 * valid), its sales have opened and it is not over. The show's own ticket page comes first;
 * `fallbackUrl` (the artist's page on the ticketing service) stands in for a show without one.
 */
export const ticketStateOf = (
  show: ShowTiming,
  now: number,
  fallbackUrl?: string | null,
): TicketState => {
  const status = statusOf(show)
  if (status === "cancelled") return { kind: "cancelled" }
  if (isOver(show, now)) return { kind: "over" }
  if (status === "postponed") return { kind: "postponed" }
  if (status === "soldOut") return { kind: "soldOut" }
  const opensAt = salesOpenAt(show)
  if (show.ticketsOnSale && opensAt !== undefined && now < opensAt) {
    return { kind: "notYetOnSale", onSaleDay: show.ticketsOnSale }
  }
  const url = show.ticketUrl ?? fallbackUrl
  return url ? { kind: "buy", url } : { kind: "noTicketLink" }
}

/**
 * Where 'Buy Tickets Now' goes: the artist's page on the ticketing service while any show
 * can be bought, else the ticket page of the soonest show that can. Nothing when none can.
 */
export const buyTicketsUrlOf = (
  shows: readonly ShowTiming[],
  now: number,
  siteTicketsUrl?: string | null,
): string | undefined => {
  const buyable = splitShows(shows, now)
    .upcoming.map(show => ticketStateOf(show, now, siteTicketsUrl))
    .filter(state => state.kind === "buy")
  if (buyable.length === 0) return undefined
  return siteTicketsUrl ?? buyable[0]?.url
}
