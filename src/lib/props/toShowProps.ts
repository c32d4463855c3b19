import { graphql } from "gatsby"

import type { Strings } from "../../strings"
import { showDayOf, statusOf, type ShowTiming } from "../showSchedule"
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
    supportActsText(language: $language)
    moments {
      doors
      start
      end
      salesOpen
      originalStart
    }
    labels(language: $language) {
      date
      badge {
        month
        day
        year
      }
      start
      doors
      onSale
      price
      originalDate
    }
  }
`

/**
 * A show ready to show: its timing (the ticket state is worked out against a clock when it
 * is drawn) and every text already written in the site's locale. Dates, times, the price
 * and lists come written by the build (GraphQL's `labels`, `supportActsText`): the
 * browser's Intl may write them differently, and a page must hydrate to the text it
 * was built with.
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

const statusNoteOf = (show: Queries.ShowFieldsFragment, strings: Strings) => {
  const status = statusOf(show)
  if (status === "postponed") return strings.tour.postponedNote
  if (status === "rescheduled" && show.labels.originalDate) {
    return strings.tour.rescheduledNote(show.labels.originalDate)
  }
  return undefined
}

/** Maps a show (a file in data/shows/) to what its row and its page show. */
export const toShowProps = (
  show: Queries.ShowFieldsFragment,
  strings: Strings,
): ShowSummary => {
  const { labels } = show
  const statusNote = statusNoteOf(show, strings)
  return {
    slug: show.slug,
    date: show.date,
    rescheduledDate: show.rescheduledDate,
    status: statusOf(show),
    ticketsOnSale: show.ticketsOnSale,
    ticketUrl: show.ticketUrl,
    moments: show.moments,
    city: show.city,
    place: [show.region, show.country].filter(Boolean).join(", "),
    venue: show.venue,
    path: showPath(show.slug),
    isoDate: showDayOf(show),
    dateLabel: labels.date,
    badge: labels.badge,
    timesLabel: strings.tour.times(labels.start, labels.doors ?? undefined),
    ...(statusNote ? { statusNote } : {}),
    ...(labels.onSale ? { onSaleLabel: labels.onSale } : {}),
    ...(labels.price
      ? { priceLabel: strings.tour.priceFrom(labels.price) }
      : {}),
    ...(show.supportActsText
      ? { supportLabel: strings.tour.withSupport(show.supportActsText) }
      : {}),
  }
}
