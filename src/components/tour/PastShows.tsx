import * as React from "react"
import styled from "styled-components"

import type { ShowSummary } from "../../lib/props/toShowProps"
import { cardListLook } from "../ui/looks"
import ShowCard, { type ShowCardProps } from "./ShowCard"

export type PastShowsProps = {
  /** In the order to list them: the latest first. */
  shows: readonly ShowSummary[]
  level?: ShowCardProps["level"]
}

const List = styled.ul`
  ${cardListLook}
  gap: ${({ theme }) => theme.space[4]};
`

const PastShows = ({ shows, level }: PastShowsProps) => (
  <List>
    {shows.map(show => (
      <li key={show.slug}>
        <ShowCard show={show} past level={level} />
      </li>
    ))}
  </List>
)

export default PastShows
