import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { ShowSummary } from "../../lib/props/toShowProps"
import type { Strings } from "../../strings"
import { media } from "../../styles/media"
import Link from "../ui/Link"
import { Bold, Muted } from "../ui/lines"
import { displayFaceLook } from "../ui/looks"

export type ShowCardProps = {
  show: ShowSummary
  /** The ticket state and control of an upcoming show; a past show has none. */
  tickets?: React.ReactNode
  /** A past show: no price, and a word when it did not go ahead as planned. */
  past?: boolean
  /** The city's heading level: 3 under a section's heading, 2 right under the page's. */
  level?: 2 | 3
}

const Row = styled.article<{ $withTickets: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${media.md} {
    grid-template-columns: ${({ $withTickets }) =>
      $withTickets ? "auto 1fr auto" : "auto 1fr"};
    gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[5]};
  }
`

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.thumbnail};
  padding-block: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.gradients.warm};
  color: ${({ theme }) => theme.colors.onAccent};
  line-height: 1.1;
  text-transform: uppercase;
`

const Month = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 800;
  letter-spacing: 0.1em;
`

const Day = styled.span`
  ${displayFaceLook}
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`

const City = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`

const pastNoteOf = (show: ShowSummary, strings: Strings) =>
  show.status === "cancelled" || show.status === "postponed"
    ? strings.tour.states[show.status]
    : show.statusNote

const ShowCard = ({
  show,
  tickets,
  past = false,
  level = 3,
}: ShowCardProps) => {
  const strings = useStrings()
  const headingId = `show-${show.slug}`
  const extras = [past ? undefined : show.priceLabel, show.supportLabel].filter(
    Boolean,
  )
  const note = past ? pastNoteOf(show, strings) : show.statusNote
  return (
    <Row aria-labelledby={headingId} $withTickets={Boolean(tickets)}>
      <Badge aria-hidden="true">
        <Month>{show.badge.month}</Month>
        <Day>{show.badge.day}</Day>
      </Badge>
      <Details>
        <City id={headingId} as={level === 2 ? "h2" : "h3"}>
          <Link to={show.path}>{show.city}</Link>
        </City>
        <Muted>{[show.venue, show.place].join(strings.separator)}</Muted>
        <Muted>
          <time dateTime={show.isoDate}>{show.dateLabel}</time>
          {strings.separator}
          {show.timesLabel}
        </Muted>
        {note ? <Bold>{note}</Bold> : null}
        {extras.length > 0 ? (
          <Muted>{extras.join(strings.separator)}</Muted>
        ) : null}
      </Details>
      {tickets}
    </Row>
  )
}

export default ShowCard
