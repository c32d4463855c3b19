import * as React from "react"

import { classNames } from "../../lib/classNames"
import Link from "./Link"
import * as styles from "./BackLink.module.css"

export type BackLinkProps = {
  /** The list page above this one, by its English path ("/tour/"). */
  to: string
  children: React.ReactNode
  className?: string
}

/** "← All tour dates": from an entry's own page back to the list it belongs to. */
const BackLink = ({ to, children, className }: BackLinkProps) => (
  <Link to={to} className={classNames(styles.back, className)}>
    <span aria-hidden="true">← </span>
    {children}
  </Link>
)

export default BackLink
