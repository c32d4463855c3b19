import type { ShowStatus } from "./data/dataSchema"
import { lastMomentBy } from "./lastMomentBy"

/**
 * The moments of a show as ISO 8601 date-times with the venue's UTC offset on that day
 * ("2026-05-16T20:00:00-07:00"), as structured data wants them. The build works them out
 * from the local times and the time zone (showMoments.ts, through GraphQL's `moments`), so
 * the browser compares its clock with them without time-zone data of its own.
 */
export type ShowMoments = {
  doors: string | null
  start: string
  /** An end before the start is after midnight: on the next day. */
  end: string
  /** When sales open: the start of the on-sale day at the venue. */
  salesOpen: string | null
  /** A rescheduled show's first start, on its original day. */
  originalStart: string | null
}

/**
 * What decides when a show is and whether tickets can be bought: its days, its status and
 * its moments (the local times and time zone they come from stay in the build,
 * showMoments.ts). Fields left out of a show's file come from GraphQL as null.
 */
export type ShowTiming = {
  slug: string
  date: string
  rescheduledDate?: string | null
  status?: ShowStatus | null
  ticketsOnSale?: string | null
  ticketUrl?: string | null
  moments: ShowMoments
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

type ShowInstants = {
  /** Milliseconds since the epoch, like Date.now(). */
  doors?: number
  start: number
  end: number
}

/** When doors open, the show starts and it ends, as instants to compare with a clock. */
export const showInstants = ({ moments }: ShowTiming): ShowInstants => ({
  ...(moments.doors ? { doors: Date.parse(moments.doors) } : {}),
  start: Date.parse(moments.start),
  end: Date.parse(moments.end),
})

/** A show is over once it has ended at its venue. */
export const isOver = (show: ShowTiming, now: number) =>
  now >= showInstants(show).end

// Slugs are ASCII: compared by code point, the same in every browser.
const bySlug = (a: ShowTiming, b: ShowTiming) =>
  a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0

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
const salesOpenAt = ({ moments }: ShowTiming) =>
  moments.salesOpen ? Date.parse(moments.salesOpen) : undefined

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
 * The clock a show's page is built with: the last moment at or before `now` at which what
 * the page says about the show changes (its sales open, it ends), or 0 (the epoch) before
 * either. The page reads the same as at `now`, and stays the same from build to build
 * until the show passes one of them, so a rebuild writes only the pages that changed.
 * The browser goes on with the visitor's clock (useNow).
 */
export const showPageClock = (show: ShowTiming, now: number): number =>
  lastMomentBy([salesOpenAt(show), showInstants(show).end], now)

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
