import { createEvent, type EventAttributes } from "ics"

import { formatTimeAt } from "../../src/lib/format/formatTimeAt"
import {
  showInstants,
  statusOf,
  ticketStateOf,
  type ShowTiming,
} from "../../src/lib/showSchedule"
import { localizePath, type Language } from "../../src/lib/languages"
import { showPath } from "../../src/lib/urls"
import { allStrings } from "../../src/strings/all"

export type CalendarShow = ShowTiming & {
  city: string
  region?: string | null
  country: string
  venue: string
  streetAddress: string
  postalCode: string
}

export type CalendarSite = {
  name: string
  /** The site's address without a trailing slash. */
  siteUrl: string
  /** The language the calendar entry is written in, and how it writes times. */
  language: Language
  locale: string
  ticketsUrl?: string | null
}

const calendarStatus = {
  onSale: "CONFIRMED",
  soldOut: "CONFIRMED",
  rescheduled: "CONFIRMED",
  postponed: "TENTATIVE",
  cancelled: "CANCELLED",
} as const

/**
 * One show as an iCalendar file with one VEVENT: start and end as UTC instants (exact in
 * every calendar, whatever its zone), the venue's full address, the show's page and, while
 * they can be bought, its tickets. The UID stays the same when a show moves, so a calendar
 * that imports the file again updates the event instead of adding a second one.
 */
export const showCalendar = (
  show: CalendarShow,
  site: CalendarSite,
  builtAt: number,
): string => {
  const strings = allStrings[site.language]
  const host = new URL(site.siteUrl).host
  const instants = showInstants(show)
  const time = (instant: number, withZone = false) =>
    formatTimeAt(instant, show.timeZone, site.locale, withZone)
  const tickets = ticketStateOf(show, builtAt, site.ticketsUrl)
  const pageUrl = `${site.siteUrl}${localizePath(showPath(show.slug), site.language)}`
  const description = [
    strings.seo.eventDescription(site.name, show.venue, show.city),
    strings.tour.times(
      time(instants.start, true),
      instants.doors === undefined ? undefined : time(instants.doors),
    ),
    tickets.kind === "buy" ? strings.tour.ticketsAt(tickets.url) : "",
    pageUrl,
  ].filter(Boolean)
  // DTSTAMP from the build's clock, so the same build writes the same file: ics reads
  // `timestamp` (its formatter's default is the machine's clock) but leaves it out of its types.
  const event: EventAttributes & { timestamp: number } = {
    uid: `show-${show.slug}@${host}`,
    productId: `-//${host}//${strings.nav.tour}//${site.language.toUpperCase()}`,
    title: strings.seo.eventName(site.name, show.city),
    description: description.join("\n"),
    location: [
      show.venue,
      show.streetAddress,
      show.city,
      [show.region, show.postalCode].filter(Boolean).join(" "),
      show.country,
    ]
      .filter(Boolean)
      .join(", "),
    url: pageUrl,
    status: calendarStatus[statusOf(show)],
    start: instants.start,
    startInputType: "utc",
    startOutputType: "utc",
    end: instants.end,
    endInputType: "utc",
    endOutputType: "utc",
    timestamp: builtAt,
  }
  const { error, value } = createEvent(event)
  if (error || !value) {
    throw new Error(
      `Could not write the calendar file of data/shows/${show.slug}.json: ${error?.message ?? "no output"}`,
    )
  }
  return value
}
