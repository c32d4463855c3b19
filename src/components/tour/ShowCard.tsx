import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import type { ShowSummary } from "../../lib/props/toShowProps"
import type { Strings } from "../../strings"
import { classNames } from "../../lib/classNames"
import Link from "../ui/Link"
import * as styles from "./ShowCard.module.css"

export type ShowCardProps = {
  show: ShowSummary
  /** The ticket state and control of an upcoming show; a past show has none. */
  tickets?: React.ReactNode
  /** A past show: no price, and a word when it did not go ahead as planned. */
  past?: boolean
}

const pastNoteOf = (show: ShowSummary, strings: Strings) =>
  show.status === "cancelled"
    ? strings.tour.states.cancelled
    : show.status === "postponed"
      ? strings.tour.states.postponed
      : show.statusNote

/**
 * A show: date badge, city (linking to the show's page), venue, date and times in the
 * venue's time zone, what the data says about its status and price, and its tickets.
 */
const ShowCard = ({ show, tickets, past = false }: ShowCardProps) => {
  const strings = useStrings()
  const headingId = `show-${show.slug}`
  const extras = [past ? undefined : show.priceLabel, show.supportLabel].filter(
    Boolean,
  )
  const note = past ? pastNoteOf(show, strings) : show.statusNote
  return (
    <article
      aria-labelledby={headingId}
      className={classNames(styles.row, Boolean(tickets) && styles.withTickets)}
    >
      <div className={styles.badge} aria-hidden="true">
        <span className={styles.month}>{show.badge.month}</span>
        <span className={styles.day}>{show.badge.day}</span>
      </div>
      <div className={styles.details}>
        <h3 id={headingId} className={styles.city}>
          <Link to={show.path}>{show.city}</Link>
        </h3>
        <p className={styles.meta}>
          {[show.venue, show.place].join(strings.separator)}
        </p>
        <p className={styles.meta}>
          <time dateTime={show.isoDate}>{show.dateLabel}</time>
          {strings.separator}
          {show.timesLabel}
        </p>
        {note ? <p className={styles.note}>{note}</p> : null}
        {extras.length > 0 ? (
          <p className={styles.meta}>{extras.join(strings.separator)}</p>
        ) : null}
      </div>
      {tickets}
    </article>
  )
}

export default ShowCard
