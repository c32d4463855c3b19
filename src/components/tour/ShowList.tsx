import * as React from "react"
import styled from "styled-components"

import { strings } from "../../strings"
import Button from "../ui/Button"
import ShowCard, { type ShowCardProps } from "./ShowCard"

export type ShowListProps = {
  shows: readonly ShowCardProps[]
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`

/** The tour dates in date order, then the 'Buy Tickets Now' button (no action yet). */
const ShowList = ({ shows }: ShowListProps) => (
  <>
    <List>
      {shows.map(show => (
        <li key={show.slug}>
          <ShowCard {...show} />
        </li>
      ))}
    </List>
    <Footer>
      <Button $variant="ghost">{strings.tour.buyTickets}</Button>
    </Footer>
  </>
)

export default ShowList
