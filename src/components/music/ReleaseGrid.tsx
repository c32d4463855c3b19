import * as React from "react"
import styled from "styled-components"

import { useToday } from "../../hooks/useNow"
import { mq } from "../../styles/media"
import ReleaseCard, { type ReleaseSummary } from "./ReleaseCard"

export type ReleaseGridProps = {
  releases: readonly ReleaseSummary[]
  /** When the page was built, in milliseconds: which releases are out, until the visitor's clock says. */
  builtAt: number
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li {
    display: grid;
  }
`

/** Every release, newest first; the first cover loads eagerly as it is above the fold. */
const ReleaseGrid = ({ releases, builtAt }: ReleaseGridProps) => {
  const today = useToday(builtAt)
  return (
    <List>
      {releases.map((release, index) => (
        <li key={release.slug}>
          <ReleaseCard {...release} today={today} eager={index === 0} />
        </li>
      ))}
    </List>
  )
}

export default ReleaseGrid
