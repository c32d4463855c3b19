import * as React from "react"

import { useToday } from "../../hooks/useNow"
import ReleaseCard, { type ReleaseSummary } from "./ReleaseCard"
import { classNames } from "../../lib/classNames"
import * as cardList from "../ui/cardList.module.css"
import * as styles from "./ReleaseGrid.module.css"

export type ReleaseGridProps = {
  releases: readonly ReleaseSummary[]
  /** When the page was built, in milliseconds: which releases are out, until the visitor's clock says. */
  builtAt: number
}

/** Every release, newest first; the first cover loads eagerly as it is above the fold. */
const ReleaseGrid = ({ releases, builtAt }: ReleaseGridProps) => {
  const today = useToday(builtAt)
  return (
    <ul className={classNames(cardList.cardList, styles.list)}>
      {releases.map((release, index) => (
        <li key={release.slug}>
          <ReleaseCard {...release} today={today} eager={index === 0} />
        </li>
      ))}
    </ul>
  )
}

export default ReleaseGrid
