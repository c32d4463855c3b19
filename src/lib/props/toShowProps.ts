import { graphql } from "gatsby"

import type { Strings } from "../../strings"
import { formatTicketPrice } from "../format/formatPrice"
import {
  formatDateParts,
  formatLongDate,
  formatMonthDay,
} from "../format/formatDate"
import { formatTimeAt } from "../format/formatTimeAt"
import { listFormat } from "../format/intlFormats"
import {
  showDayOf,
  showInstants,
  statusOf,
  type ShowTiming,
} from "../showSchedule"
import { showPath } from "../urls"

export const showFields = graphql`
  fragment ShowFields on ShowsJson {
    slug
    city(language: $language)
    region
    country(language: $language)
    countryCode
    venue
    streetAddress
    postalCode
    date
    doorsTime
    startTime
    endTime
    timeZone
    status
    rescheduledDate
    ticketsOnSale
    ticketUrl
    priceFrom {
      amount
      currency
    }
    supportActs
  }
`

/**
 * A show ready to show: its timing (the ticket state is worked out against a clock when it
 * is drawn) and every text already written in the site's locale.
 */
export type ShowSummary = ShowTiming & {
  city: string
  /** Region and country: "CA, USA" */
  place: string
  venue: string
  /** The site-relative path of the show's own page. */
  path: string
  /** The day it takes place, YYYY-MM-DD, for the machine-readable <time>. */
  isoDate: string
  dateLabel: string
  badge: { month: string; day: string; year: string }
  /** "Doors 7:00 PM · Show 8:00 PM PDT", in the venue's time zone. */
  timesLabel: string
  /** What the data says beyond the time: rescheduled from a day, postponed. */
  statusNote?: string
  /** The day tickets go on sale, "February 6", when data gives one. */
  onSaleLabel?: string
  /** "From $35" */
  priceLabel?: string
  /** "With Luna Vega, DJ Alba" */
  supportLabel?: string
}

const statusNoteOf = (
  show: Queries.ShowFieldsFragment,
  locale: string,
  strings: Strings,
) => {
  const status = statusOf(show)
  if (status === "postponed") return strings.tour.postponedNote
  if (status === "rescheduled" && show.rescheduledDate) {
    return strings.tour.rescheduledNote(formatLongDate(show.date, locale))
  }
  return undefined
}

/** Maps a show (a file in data/shows/) to what its row and its page show. */
export const toShowProps = (
  show: Queries.ShowFieldsFragment,
  locale: string,
  strings: Strings,
): ShowSummary => {
  const day = showDayOf(show)
  const instants = showInstants(show)
  const time = (instant: number, withZone = false) =>
    formatTimeAt(instant, show.timeZone, locale, withZone)
  const statusNote = statusNoteOf(show, locale, strings)
  const supportActs = show.supportActs ?? []
  return {
    slug: show.slug,
    date: show.date,
    rescheduledDate: show.rescheduledDate,
    doorsTime: show.doorsTime,
    startTime: show.startTime,
    endTime: show.endTime,
    timeZone: show.timeZone,
    status: statusOf(show),
    ticketsOnSale: show.ticketsOnSale,
    ticketUrl: show.ticketUrl,
    city: show.city,
    place: [show.region, show.country].filter(Boolean).join(", "),
    venue: show.venue,
    path: showPath(show.slug),
    isoDate: day,
    dateLabel: formatLongDate(day, locale),
    badge: formatDateParts(day, locale),
    timesLabel: strings.tour.times(
      time(instants.start, true),
      instants.doors === undefined ? undefined : time(instants.doors),
    ),
    ...(statusNote ? { statusNote } : {}),
    ...(show.ticketsOnSale
      ? { onSaleLabel: formatMonthDay(show.ticketsOnSale, locale) }
      : {}),
    ...(show.priceFrom
      ? {
          priceLabel: strings.tour.priceFrom(
            formatTicketPrice(
              show.priceFrom.amount,
              show.priceFrom.currency,
              locale,
            ),
          ),
        }
      : {}),
    ...(supportActs.length > 0
      ? {
          supportLabel: strings.tour.withSupport(
            listFormat(locale, { type: "conjunction" }).format(supportActs),
          ),
        }
      : {}),
  }
}
