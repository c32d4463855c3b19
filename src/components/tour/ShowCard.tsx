import * as React from "react"
import styled from "styled-components"

import { strings } from "../../strings"
import { mq } from "../../styles/media"
import Button from "../ui/Button"

/** One show (a file in data/shows/), with its date already formatted. */
export type ShowCardProps = {
  slug: string
  city: string
  /** Region and country: "CA, USA" */
  place: string
  venue: string
  /** YYYY-MM-DD, for the machine-readable <time>. */
  isoDate: string
  dateLabel: string
  badge: { month: string; day: string; year: string }
}

const Row = styled.article`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${mq.md} {
    grid-template-columns: auto 1fr auto;
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
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`

const City = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;
`

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Tickets = styled(Button)`
  grid-column: 1 / -1;

  ${mq.md} {
    grid-column: auto;
  }
`

/** A show: date badge, city, venue and full date, and a 'Get Tickets' button (no action yet). */
const ShowCard = ({
  slug,
  city,
  place,
  venue,
  isoDate,
  dateLabel,
  badge,
}: ShowCardProps) => {
  const headingId = `show-${slug}`
  return (
    <Row aria-labelledby={headingId}>
      <Badge aria-hidden="true">
        <Month>{badge.month}</Month>
        <Day>{badge.day}</Day>
      </Badge>
      <Details>
        <City id={headingId}>{city}</City>
        <Meta>{[venue, place].join(strings.separator)}</Meta>
        <Meta>
          <time dateTime={isoDate}>{dateLabel}</time>
        </Meta>
      </Details>
      <Tickets $variant="primary" aria-describedby={headingId}>
        {strings.tour.getTickets}
      </Tickets>
    </Row>
  )
}

export default ShowCard
