import * as React from "react"

import { classNames } from "../../lib/classNames"
import * as styles from "./Container.module.css"

export type ContainerProps = React.HTMLAttributes<HTMLElement> & {
  /** The element drawn: a `<div>` unless the caller names another ("section"). */
  as?: React.ElementType
}

/** Centres content at the site's reading width, with the page gutter on small screens. */
const Container = React.forwardRef<HTMLElement, ContainerProps>(
  ({ as: Element = "div", className, ...props }, ref) => (
    <Element
      ref={ref}
      className={classNames(styles.container, className)}
      {...props}
    />
  ),
)
Container.displayName = "Container"

export default Container
