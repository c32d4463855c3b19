import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import type { TicketState } from "../../lib/showSchedule"
import type { Strings } from "../../strings"
import ButtonLink from "../ui/ButtonLink"
import ExternalLink from "../ui/ExternalLink"
import * as styles from "./TicketSlot.module.css"

export type TicketSlotProps = {
  state: TicketState
  /** The day tickets go on sale, already written out ("February 6"). */
  onSaleLabel?: string
  /**
   * The show's own page, offered in the list when its tickets cannot be bought. On the
   * show's page there is none, and the control's place stays empty.
   */
  detailsPath?: string
  /** The id of the show's heading, so each control says which show it is for. */
  describedBy: string
}

const stateWords = (
  words: Strings["tour"]["states"],
  state: TicketState,
  onSaleLabel?: string,
) => {
  switch (state.kind) {
    case "notYetOnSale":
      return words.notYetOnSale(onSaleLabel ?? state.onSaleDay)
    default:
      return words[state.kind]
  }
}

/** A show's ticket state in words, and 'Get Tickets' while they can be bought. */
const TicketSlot = ({
  state,
  onSaleLabel,
  detailsPath,
  describedBy,
}: TicketSlotProps) => {
  const strings = useStrings()
  return (
    <div className={styles.slot} data-ticket-state={state.kind}>
      <p className={styles.state}>
        {stateWords(strings.tour.states, state, onSaleLabel)}
      </p>
      {state.kind === "buy" ? (
        <ExternalLink
          className={styles.tickets}
          href={state.url}
          variant="primary"
          keepReferrer
          aria-describedby={describedBy}
        >
          {strings.tour.getTickets}
        </ExternalLink>
      ) : detailsPath ? (
        <ButtonLink
          className={styles.details}
          to={detailsPath}
          variant="ghost"
          aria-describedby={describedBy}
        >
          {strings.tour.details}
        </ButtonLink>
      ) : (
        <div className={styles.reserved} />
      )}
    </div>
  )
}

export default TicketSlot
