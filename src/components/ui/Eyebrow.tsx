import * as React from "react"

import { classNames } from "../../lib/classNames"
import * as styles from "./Eyebrow.module.css"

/** The small capitalised label above a card or section title ("Latest Single", "EP"). */
const Eyebrow = ({
  className,
  ...props
}: React.HTMLAttributes<HTMLParagraphElement>) => (
  <p className={classNames(styles.eyebrow, className)} {...props} />
)

export default Eyebrow
