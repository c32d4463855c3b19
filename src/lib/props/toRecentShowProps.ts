import { graphql } from "gatsby"

import type { Strings } from "../../strings"
import { showDayOf, statusOf } from "../showSchedule"
import { showPath } from "../urls"

/** Only what a line of /tour/'s recent past shows: the page's data stays light at a career's size. */
export const recentShowFields = graphql`
  fragment RecentShowFields on ShowsJson {
    slug
    city(language: $language)
    region
    country(language: $language)
    venue
    date
    status
    rescheduledDate
    labels(language: $language) {
      date
      originalDate
    }
  }
`

export type RecentShow = {
  slug: string
  path: string
  city: string
  /** The venue and where it is. */
  where: string
  isoDate: string
  dateLabel: string
  /** What became of the show, as of the build: over, cancelled, postponed or moved. */
  outcome: string
}

const outcomeOf = (
  show: Queries.RecentShowFieldsFragment,
  strings: Strings,
) => {
  const status = statusOf(show)
  if (status === "cancelled" || status === "postponed")
    return strings.tour.states[status]
  if (status === "rescheduled" && show.labels.originalDate)
    return strings.tour.rescheduledNote(show.labels.originalDate)
  return strings.tour.states.over
}

export const toRecentShowProps = (
  show: Queries.RecentShowFieldsFragment,
  strings: Strings,
): RecentShow => ({
  slug: show.slug,
  path: showPath(show.slug),
  city: show.city,
  where: [show.venue, [show.region, show.country].filter(Boolean).join(", ")]
    .filter(Boolean)
    .join(strings.separator),
  isoDate: showDayOf(show),
  dateLabel: show.labels.date,
  outcome: outcomeOf(show, strings),
})
