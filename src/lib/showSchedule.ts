import type { ShowStatus } from "./data/dataSchema"
import { lastMomentBy } from "./lastMomentBy"

/** ISO 8601 with the venue's offset that day, worked out by the build: the browser has no zone data. */
export type ShowMoments = {
  doors: string | null
  start: string
  /** An end before the start is after midnight: on the next day. */
  end: string
  salesOpen: string | null
  originalStart: string | null
}

/** Fields left out of a show's file come from GraphQL as null. */
export type ShowTiming = {
  slug: string
  date: string
  rescheduledDate?: string | null
  status?: ShowStatus | null
  ticketsOnSale?: string | null
  ticketUrl?: string | null
  moments: ShowMoments
}

export const statusOf = (show: Pick<ShowTiming, "status">): ShowStatus =>
  show.status ?? "onSale"

export const showDayOf = (
  show: Pick<ShowTiming, "date" | "rescheduledDate" | "status">,
) =>
  statusOf(show) === "rescheduled" && show.rescheduledDate
    ? show.rescheduledDate
    : show.date

export const showInstants = ({ moments }: ShowTiming) => ({
  ...(moments.doors ? { doors: Date.parse(moments.doors) } : {}),
  start: Date.parse(moments.start),
  end: Date.parse(moments.end),
})

export const isOver = (show: ShowTiming, now: number) =>
  now >= showInstants(show).end

// Slugs are ASCII: compared by code point, the same in every browser.
const bySlug = (a: ShowTiming, b: ShowTiming) =>
  a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0

export const splitShows = <Show extends ShowTiming>(
  shows: readonly Show[],
  now: number,
): { upcoming: Show[]; past: Show[] } => {
  const timed = shows.map(show => ({ show, start: showInstants(show).start }))
  const sorted = (over: boolean, order: 1 | -1) =>
    timed
      .filter(({ show }) => isOver(show, now) === over)
      .sort((a, b) => order * (a.start - b.start) || bySlug(a.show, b.show))
      .map(({ show }) => show)
  return { upcoming: sorted(false, 1), past: sorted(true, -1) }
}

export type TicketState =
  | { kind: "buy"; url: string }
  | { kind: "notYetOnSale"; onSaleDay: string }
  | { kind: "soldOut" }
  | { kind: "cancelled" }
  | { kind: "postponed" }
  | { kind: "over" }
  | { kind: "noTicketLink" }

const salesOpenAt = ({ moments }: ShowTiming) =>
  moments.salesOpen ? Date.parse(moments.salesOpen) : undefined

/** A rescheduled show stays on sale (its tickets usually stay valid); `fallbackUrl` is the artist's ticketing page. */
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

/** Pinned to the last moment by `now` at which the page changes, so rebuilds rewrite only changed pages. */
export const showPageClock = (show: ShowTiming, now: number): number =>
  lastMomentBy([salesOpenAt(show), showInstants(show).end], now)

/** 'Buy Tickets Now': the artist's ticketing page while any show can be bought, else the soonest one's. */
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
