import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { useNow } from "../../hooks/useNow"
import { fillSentence } from "../../lib/format/fillSentence"
import {
  buyTicketsUrlOf,
  splitShows,
  ticketStateOf,
} from "../../lib/showSchedule"
import type { ShowSummary } from "../../lib/props/toShowProps"
import ExternalLink from "../ui/ExternalLink"
import Link from "../ui/Link"
import ShowCard from "./ShowCard"
import TicketSlot from "./TicketSlot"
import * as styles from "./TourSchedule.module.css"

export type TourScheduleProps = {
  shows: readonly ShowSummary[]
  /** When the page was built, in milliseconds: it decides which section a show is in. */
  builtAt: number
  /** The artist's page on the ticketing service (data/site.json), if any. */
  siteTicketsUrl?: string | null
  /** Where new dates are announced: the artist's social profiles. */
  follow: readonly { label: string; url: string }[]
  /**
   * Their names as the build wrote the list ("Instagram, TikTok and YouTube"), in parts:
   * each name ("element"), and the words between them ("literal").
   */
  followListParts: readonly { type: string; value: string }[]
}

const UPCOMING_ID = "upcoming-shows"
const PAST_ID = "past-shows"

type FollowProps = Pick<TourScheduleProps, "follow" | "followListParts">

/** "Instagram, TikTok and YouTube", each a link, joined as the locale writes lists. */
const FollowLinks = ({ follow, followListParts }: FollowProps) => {
  let next = 0
  const parts = followListParts.map((part, index) => {
    if (part.type === "literal") return part.value
    const profile = follow[next++]
    return profile ? (
      <ExternalLink key={index} href={profile.url}>
        {profile.label}
      </ExternalLink>
    ) : null
  })
  return <>{parts}</>
}

const NoUpcomingShows = ({ follow, followListParts }: FollowProps) => {
  const strings = useStrings()
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{strings.tour.noUpcoming}</p>
      <p>
        {fillSentence(
          follow.length > 0
            ? strings.tour.newDatesWithSocials
            : strings.tour.newDates,
          {
            socials: (
              <FollowLinks follow={follow} followListParts={followListParts} />
            ),
            contact: <Link to="/contact/">{strings.tour.contactPage}</Link>,
          },
        )}
      </p>
    </div>
  )
}

/**
 * Upcoming shows soonest first, then past shows newest first. The sections follow the
 * build's clock (a daily rebuild keeps them right); the ticket states follow the visitor's,
 * so a show that has ended since the build loses its ticket link in place.
 */
const TourSchedule = ({
  shows,
  builtAt,
  siteTicketsUrl,
  follow,
  followListParts,
}: TourScheduleProps) => {
  const strings = useStrings()
  const now = useNow(builtAt)
  const { upcoming, past } = splitShows(shows, builtAt)
  const buyTicketsUrl = buyTicketsUrlOf(upcoming, now, siteTicketsUrl)
  return (
    <>
      <section className={styles.section} aria-labelledby={UPCOMING_ID}>
        <h2 className={styles.heading} id={UPCOMING_ID}>
          {strings.tour.upcomingHeading}
        </h2>
        {upcoming.length > 0 ? (
          <>
            <ul className={styles.list}>
              {upcoming.map(show => (
                <li key={show.slug}>
                  <ShowCard
                    show={show}
                    tickets={
                      <TicketSlot
                        state={ticketStateOf(show, now, siteTicketsUrl)}
                        onSaleLabel={show.onSaleLabel}
                        detailsPath={show.path}
                        describedBy={`show-${show.slug}`}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
            <div className={styles.buyTickets}>
              {buyTicketsUrl ? (
                <ExternalLink href={buyTicketsUrl} variant="ghost" keepReferrer>
                  {strings.tour.buyTickets}
                </ExternalLink>
              ) : (
                <p>{strings.tour.nothingOnSale}</p>
              )}
            </div>
          </>
        ) : (
          <NoUpcomingShows follow={follow} followListParts={followListParts} />
        )}
      </section>
      {past.length > 0 ? (
        <section className={styles.section} aria-labelledby={PAST_ID}>
          <h2 className={styles.heading} id={PAST_ID}>
            {strings.tour.pastHeading}
          </h2>
          <ul className={styles.list}>
            {past.map(show => (
              <li key={show.slug}>
                <ShowCard show={show} past />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

export default TourSchedule
