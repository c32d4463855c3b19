import * as React from "react"

import { classNames } from "../../lib/classNames"
import * as styles from "./VisuallyHidden.module.css"

/** Text for screen readers only: present in the accessibility tree, invisible on screen. */
const VisuallyHidden = ({
  className,
  ...props
}: React.HTMLAttributes<HTMLSpanElement>) => (
  <span className={classNames(styles.visuallyHidden, className)} {...props} />
)

export default VisuallyHidden
