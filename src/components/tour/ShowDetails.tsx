import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { useNow } from "../../hooks/useNow"
import { media } from "../../styles/media"
import { mapLink } from "../../lib/urls"
import { ticketStateOf } from "../../lib/showSchedule"
import type { ShowSummary } from "../../lib/props/toShowProps"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"
import SignupForm from "../signup/SignupForm"
import BackLink from "../ui/BackLink"
import Card from "../ui/Card"
import {
  COUNTED_EVENTS,
  countAttributes,
} from "../../lib/analytics/countedEvents"
import ExternalLink from "../ui/ExternalLink"
import { Bold, Muted } from "../ui/lines"
import PageHeading from "../ui/PageHeading"
import { MinorHeading } from "../ui/SectionHeading"
import TicketSlot from "./TicketSlot"

export type ShowDetailsProps = {
  show: ShowSummary
  artist: string
  streetAddress: string
  postalCode: string
  calendar: { path: string; fileName: string }
  /** The page's clock in ms (showPageClock), giving the build's ticket state: the first guess. */
  builtAt: number
  siteTicketsUrl?: string | null
  signup?: SignupFormFields
}

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[6]};
`

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${media.md} {
    grid-template-columns: 1fr 1fr 1fr;
  }
`

const Address = styled.address`
  font-style: normal;
`

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
    <MinorHeading id={`show-section-${name}`}>{heading}</MinorHeading>
    {children}
  </Card>
)

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
      <Header>
        <PageHeading id={headingId}>{show.city}</PageHeading>
        <Lead>
          {strings.seo.eventDescription(artist, show.venue, show.city)}
        </Lead>
      </Header>
      <Columns>
        <DetailCard name="when" heading={strings.tour.whenHeading}>
          <p>
            <time dateTime={show.isoDate}>{show.dateLabel}</time>
          </p>
          <p>{show.timesLabel}</p>
          {show.statusNote ? <Bold>{show.statusNote}</Bold> : null}
          {show.supportLabel ? <Muted>{show.supportLabel}</Muted> : null}
          <p>
            <a
              href={calendar.path}
              download={calendar.fileName}
              {...countAttributes({
                event: COUNTED_EVENTS.calendar,
                props: { action: "download", show: show.slug },
              })}
            >
              {strings.tour.addToCalendar}
            </a>{" "}
            <Muted as="span">{strings.tour.calendarFile}</Muted>
          </p>
        </DetailCard>
        <DetailCard name="where" heading={strings.tour.whereHeading}>
          <Address>
            {show.venue}
            <br />
            {streetAddress}
            <br />
            {show.city} {postalCode}
            <br />
            {show.place}
          </Address>
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
            show={show.slug}
            state={tickets}
            onSaleLabel={show.onSaleLabel}
            describedBy={headingId}
          />
          {signup && tickets.kind === "notYetOnSale" ? (
            <SignupForm
              form={signup}
              from="show"
              lead={strings.signup.tellMeWhenTickets}
              submitLabel={strings.signup.tellMeWhen}
            />
          ) : null}
        </DetailCard>
      </Columns>
    </>
  )
}

export default ShowDetails
