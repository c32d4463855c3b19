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

/** The tour's lists of show cards, coming or past. */
export const ShowList = styled.ul`
  ${cardListLook}
  gap: ${({ theme }) => theme.space[4]};
`

const PastShows = ({ shows, level }: PastShowsProps) => (
  <ShowList>
    {shows.map(show => (
      <li key={show.slug}>
        <ShowCard show={show} past level={level} />
      </li>
    ))}
  </ShowList>
)

export default PastShows
