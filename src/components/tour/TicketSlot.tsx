import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { TicketState } from "../../lib/showSchedule"
import { media } from "../../styles/media"
import ButtonLink from "../ui/ButtonLink"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import ExternalLink from "../ui/ExternalLink"

export type TicketSlotProps = {
  /** The show's slug, which a ticket click counts. */
  show: string
  state: TicketState
  /** The day tickets go on sale, already written out ("February 6"). */
  onSaleLabel?: string
  /** Offered in the list when tickets cannot be bought; the show's own page has none. */
  detailsPath?: string
  /** The id of the show's heading, so each control says which show it is for. */
  describedBy: string
}

/* The same size whatever it holds, so a ticket link that turns into a note when the
   visitor's clock passes the show moves nothing. */
const Slot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  grid-column: 1 / -1;

  ${media.md} {
    grid-column: auto;
    width: ${({ theme }) => theme.sizes.ticketSlot};
  }
`

const State = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 800;
  letter-spacing: 0.08em;
  /* Start-aligned: centred words that change would move, which counts as a layout shift. */
  text-align: start;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Tickets = styled(ExternalLink)`
  width: 100%;
`

const Details = styled(ButtonLink)`
  width: 100%;
`

const Reserved = styled.div`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
`

const TicketSlot = ({
  show,
  state,
  onSaleLabel,
  detailsPath,
  describedBy,
}: TicketSlotProps) => {
  const strings = useStrings()
  const words = strings.tour.states
  return (
    <Slot data-ticket-state={state.kind}>
      <State>
        {state.kind === "notYetOnSale"
          ? words.notYetOnSale(onSaleLabel ?? state.onSaleDay)
          : words[state.kind]}
      </State>
      {state.kind === "buy" ? (
        <Tickets
          href={state.url}
          variant="primary"
          keepReferrer
          aria-describedby={describedBy}
          count={{ event: COUNTED_EVENTS.tickets, props: { show } }}
        >
          {strings.tour.getTickets}
        </Tickets>
      ) : detailsPath ? (
        <Details
          to={detailsPath}
          variant="ghost"
          aria-describedby={describedBy}
        >
          {strings.tour.details}
        </Details>
      ) : (
        <Reserved />
      )}
    </Slot>
  )
}

export default TicketSlot
