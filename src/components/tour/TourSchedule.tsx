import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { useNow } from "../../hooks/useNow"
import { fillSentence } from "../../lib/format/fillSentence"
import {
  buyTicketsUrlOf,
  splitShows,
  ticketStateOf,
} from "../../lib/showSchedule"
import type { ShowSummary } from "../../lib/props/toShowProps"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import ExternalLink from "../ui/ExternalLink"
import { Bold } from "../ui/lines"
import Link from "../ui/Link"
import { MinorHeading } from "../ui/SectionHeading"
import { ShowList } from "./PastShows"
import ShowCard from "./ShowCard"
import TicketSlot from "./TicketSlot"

export type TourScheduleProps = {
  /** The shows not over by the build. */
  shows: readonly ShowSummary[]
  /** When the page was built, in milliseconds. */
  builtAt: number
  siteTicketsUrl?: string | null
  follow: readonly { label: string; url: string }[]
  /** The names as the build wrote the list, in parts: "element" names, "literal" joins. */
  followListParts: readonly { type: string; value: string }[]
}

const UPCOMING_ID = "upcoming-shows"

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

/* Holds 'Buy Tickets Now' or, once nothing can be bought, a line of the same height. */
const BuyTickets = styled.div`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`

type FollowProps = Pick<TourScheduleProps, "follow" | "followListParts">

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
    <Empty>
      <Bold>{strings.tour.noUpcoming}</Bold>
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
    </Empty>
  )
}

// The list follows the build's clock (a daily rebuild keeps it right); ticket states
// follow the visitor's, so a show that ended since the build loses its link in place.
const TourSchedule = ({
  shows,
  builtAt,
  siteTicketsUrl,
  follow,
  followListParts,
}: TourScheduleProps) => {
  const strings = useStrings()
  const now = useNow(builtAt)
  const { upcoming } = splitShows(shows, builtAt)
  const buyTicketsUrl = buyTicketsUrlOf(upcoming, now, siteTicketsUrl)
  return (
    <Section aria-labelledby={UPCOMING_ID}>
      <MinorHeading id={UPCOMING_ID}>
        {strings.tour.upcomingHeading}
      </MinorHeading>
      {upcoming.length > 0 ? (
        <>
          <ShowList>
            {upcoming.map(show => (
              <li key={show.slug}>
                <ShowCard
                  show={show}
                  tickets={
                    <TicketSlot
                      show={show.slug}
                      state={ticketStateOf(show, now, siteTicketsUrl)}
                      onSaleLabel={show.onSaleLabel}
                      detailsPath={show.path}
                      describedBy={`show-${show.slug}`}
                    />
                  }
                />
              </li>
            ))}
          </ShowList>
          <BuyTickets>
            {buyTicketsUrl ? (
              <ExternalLink
                href={buyTicketsUrl}
                variant="ghost"
                keepReferrer
                count={{ event: COUNTED_EVENTS.tickets }}
              >
                {strings.tour.buyTickets}
              </ExternalLink>
            ) : (
              <p>{strings.tour.nothingOnSale}</p>
            )}
          </BuyTickets>
        </>
      ) : (
        <NoUpcomingShows follow={follow} followListParts={followListParts} />
      )}
    </Section>
  )
}

export default TourSchedule
