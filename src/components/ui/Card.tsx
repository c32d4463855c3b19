import * as React from "react"

import { classNames } from "../../lib/classNames"
import * as styles from "./Card.module.css"

export type CardProps = React.HTMLAttributes<HTMLElement> & {
  /** The element drawn: an `<article>` unless the caller names another ("section"). */
  as?: React.ElementType
}

/** The raised surface every card on the site sits on. */
const Card = React.forwardRef<HTMLElement, CardProps>(
  ({ as: Element = "article", className, ...props }, ref) => (
    <Element
      ref={ref}
      className={classNames(styles.card, className)}
      {...props}
    />
  ),
)
Card.displayName = "Card"

export default Card
