import * as React from "react"

import type { CreditLine } from "../../lib/props/toReleaseProps"
import * as styles from "./CreditList.module.css"

export type CreditListProps = { credits: readonly CreditLine[] }

/** "Written by  Nova Reyes and Mateo Cruz", one credit a line. */
const CreditList = ({ credits }: CreditListProps) => (
  <dl className={styles.list}>
    {credits.map((credit, index) => (
      // A role may come twice (two "Mixed by" lines), so its place keeps the key unique.
      <React.Fragment key={`${index}-${credit.role}`}>
        <dt className={styles.role}>{credit.role}</dt>
        <dd className={styles.names}>{credit.names}</dd>
      </React.Fragment>
    ))}
  </dl>
)

export default CreditList
