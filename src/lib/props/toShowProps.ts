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

/** Texts come written by the build (`labels`, `supportActsText`): the browser's Intl may differ. */
export type ShowSummary = ShowTiming & {
  city: string
  place: string
  venue: string
  path: string
  isoDate: string
  dateLabel: string
  badge: { month: string; day: string; year: string }
  timesLabel: string
  statusNote?: string
  onSaleLabel?: string
  priceLabel?: string
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
