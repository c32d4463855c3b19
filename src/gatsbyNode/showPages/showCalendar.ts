import { createEvent, createEvents, type EventAttributes } from "ics"

import { formatTimeAt } from "../../lib/format/formatTimeAt"
import {
  showInstants,
  splitShows,
  statusOf,
  ticketStateOf,
  type ShowTiming,
} from "../../lib/showSchedule"
import { localizePath, type Language } from "../../lib/languages"
import { showPath } from "../../lib/urls"
import { allStrings } from "../../strings/all"

export type CalendarShow = ShowTiming & {
  /** The venue's, for the times written in the description. */
  timeZone: string
  city: string
  region?: string | null
  country: string
  venue: string
  streetAddress: string
  postalCode: string
}

export type CalendarSite = {
  name: string
  siteUrl: string
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

const productIdOf = (site: CalendarSite) => {
  const host = new URL(site.siteUrl).host
  return `-//${host}//${allStrings[site.language].nav.tour}//${site.language.toUpperCase()}`
}

// Start and end as UTC instants, exact in any calendar's zone. The UID stays the same when a show
// moves, so a calendar that reads the event again updates it instead of adding a second one.
const showEvent = (
  show: CalendarShow,
  site: CalendarSite,
  builtAt: number,
): EventAttributes & { timestamp: number } => {
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
  return {
    uid: `show-${show.slug}@${host}`,
    productId: productIdOf(site),
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
}

const calendarText = (
  { error, value }: { error: Error | null; value: string | null },
  what: string,
) => {
  if (error || !value) {
    throw new Error(`Could not write ${what}: ${error?.message ?? "no output"}`)
  }
  return value
}

export const showCalendar = (
  show: CalendarShow,
  site: CalendarSite,
  builtAt: number,
): string =>
  calendarText(
    createEvent(showEvent(show, site, builtAt)),
    `the calendar file of data/shows/${show.slug}.json`,
  )

// The same events and UIDs as the shows' own files, so a calendar holding both keeps one of
// each. Apps are told to look again daily, when the site is rebuilt (ics writes an hour).
export const tourCalendar = (
  shows: readonly CalendarShow[],
  site: CalendarSite,
  builtAt: number,
): string =>
  calendarText(
    createEvents(
      splitShows(shows, builtAt).upcoming.map(show =>
        showEvent(show, site, builtAt),
      ),
      {
        productId: productIdOf(site),
        calName: allStrings[site.language].tour.calendarName(site.name),
      },
    ),
    "the tour's calendar",
  ).replace(
    "X-PUBLISHED-TTL:PT1H\r\n",
    "X-PUBLISHED-TTL:P1D\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n",
  )
