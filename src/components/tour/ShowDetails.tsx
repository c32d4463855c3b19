import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { useNow } from "../../hooks/useNow"
import { mapLink } from "../../lib/urls"
import { ticketStateOf } from "../../lib/showSchedule"
import type { ShowSummary } from "../../lib/props/toShowProps"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"
import SignupForm from "../signup/SignupForm"
import BackLink from "../ui/BackLink"
import Card from "../ui/Card"
import ExternalLink from "../ui/ExternalLink"
import TicketSlot from "./TicketSlot"
import * as headings from "../ui/pageHeading.module.css"
import * as styles from "./ShowDetails.module.css"

export type ShowDetailsProps = {
  show: ShowSummary
  /** The artist's name, for the heading's second line. */
  artist: string
  streetAddress: string
  postalCode: string
  /** The show's calendar file, site-relative, and the name it downloads as. */
  calendar: { path: string; fileName: string }
  /**
   * The clock the page was built with, in milliseconds (its page clock, showPageClock:
   * the same ticket state as the build's instant): the first guess at the tickets.
   */
  builtAt: number
  siteTicketsUrl?: string | null
  /** The mailing list's sign-up, tagged for this show, offered until tickets go on sale. */
  signup?: SignupFormFields
}

/** One titled card of the show's page ("When", "Where", "Tickets"). */
const DetailCard = ({
  name,
  heading,
  children,
}: {
  name: string
  heading: string
  children: React.ReactNode
}) => (
  <Card as="section" aria-labelledby={`show-section-${name}`}>
    <h2 id={`show-section-${name}`} className={styles.sectionHeading}>
      {heading}
    </h2>
    {children}
  </Card>
)

/**
 * Everything about one show: when (in the venue's time zone), where (with a map link),
 * and tickets (as the visitor's clock finds them, with 'Tell me when' before they go on
 * sale), with a calendar file to add it.
 */
const ShowDetails = ({
  show,
  artist,
  streetAddress,
  postalCode,
  calendar,
  builtAt,
  siteTicketsUrl,
  signup,
}: ShowDetailsProps) => {
  const strings = useStrings()
  const now = useNow(builtAt)
  const headingId = `show-${show.slug}`
  const tickets = ticketStateOf(show, now, siteTicketsUrl)
  const locality = [show.city, show.place].join(", ")
  return (
    <>
      <BackLink to="/tour/">{strings.tour.back}</BackLink>
      <header className={styles.header}>
        <h1 id={headingId} className={headings.pageHeading}>
          {show.city}
        </h1>
        <p className={styles.lead}>
          {strings.seo.eventDescription(artist, show.venue, show.city)}
        </p>
      </header>
      <div className={styles.columns}>
        <DetailCard name="when" heading={strings.tour.whenHeading}>
          <p>
            <time dateTime={show.isoDate}>{show.dateLabel}</time>
          </p>
          <p>{show.timesLabel}</p>
          {show.statusNote ? (
            <p className={styles.note}>{show.statusNote}</p>
          ) : null}
          {show.supportLabel ? (
            <p className={styles.muted}>{show.supportLabel}</p>
          ) : null}
          <p>
            <a href={calendar.path} download={calendar.fileName}>
              {strings.tour.addToCalendar}
            </a>{" "}
            <span className={styles.muted}>{strings.tour.calendarFile}</span>
          </p>
        </DetailCard>
        <DetailCard name="where" heading={strings.tour.whereHeading}>
          <address className={styles.address}>
            {show.venue}
            <br />
            {streetAddress}
            <br />
            {show.city} {postalCode}
            <br />
            {show.place}
          </address>
          <p>
            <ExternalLink
              href={mapLink([show.venue, streetAddress, postalCode, locality])}
            >
              {strings.tour.openMap}
            </ExternalLink>
          </p>
        </DetailCard>
        <DetailCard name="tickets" heading={strings.tour.ticketsHeading}>
          {show.priceLabel ? <p>{show.priceLabel}</p> : null}
          <TicketSlot
            state={tickets}
            onSaleLabel={show.onSaleLabel}
            describedBy={headingId}
          />
          {signup && tickets.kind === "notYetOnSale" ? (
            <SignupForm
              form={signup}
              lead={strings.signup.tellMeWhenTickets}
              submitLabel={strings.signup.tellMeWhen}
            />
          ) : null}
        </DetailCard>
      </div>
    </>
  )
}

export default ShowDetails
