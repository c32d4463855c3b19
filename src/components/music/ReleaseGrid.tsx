import * as React from "react"
import styled from "styled-components"

import { useToday } from "../../hooks/useNow"
import { media } from "../../styles/media"
import { cardListLook } from "../ui/looks"
import ReleaseCard, { type ReleaseSummary } from "./ReleaseCard"

export type ReleaseGridProps = {
  releases: readonly ReleaseSummary[]
  /** The build's clock, in ms: which releases are out, until the visitor's clock says. */
  builtAt: number
}

/* styles/imageSizes.ts (releaseCover) reads these columns and the card list's gap
   (cardListLook): change them together. */
const List = styled.ul`
  ${cardListLook}

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li {
    display: grid;
  }
`

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
