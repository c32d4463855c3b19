import { graphql } from "gatsby"

import type { ShowCardProps } from "../components/tour/ShowCard"
import { formatDateParts, formatLongDate } from "./formatDate"

export const showFields = graphql`
  fragment ShowFields on ShowsJson {
    slug
    city
    region
    country
    countryCode
    venue
    streetAddress
    postalCode
    date
    startTime
    endTime
    timeZone
    ticketsOnSale
  }
`

/** Maps a show (a file in data/shows/) to the show card's props, with its date formatted. */
export const toShowProps = (
  show: Queries.ShowFieldsFragment,
  locale: string,
): ShowCardProps => ({
  slug: show.slug,
  city: show.city,
  place: [show.region, show.country].filter(Boolean).join(", "),
  venue: show.venue,
  isoDate: show.date,
  dateLabel: formatLongDate(show.date, locale),
  badge: formatDateParts(show.date, locale),
})
