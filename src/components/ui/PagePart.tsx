import * as React from "react"

import { classNames } from "../../lib/classNames"
import * as headings from "./sectionHeading.module.css"
import * as styles from "./PagePart.module.css"

export type PagePartProps = {
  heading: string
  children: React.ReactNode
  className?: string
}

/**
 * One titled part of a page below a rule (a release's tracklist, lyrics and credits; a
 * section of the privacy page), named by its heading for screen readers.
 */
const PagePart = ({ heading, children, className }: PagePartProps) => {
  const headingId = React.useId()
  return (
    <section
      className={classNames(styles.section, className)}
      aria-labelledby={headingId}
    >
      <h2
        className={classNames(headings.sectionHeading, styles.heading)}
        id={headingId}
      >
        {heading}
      </h2>
      {children}
    </section>
  )
}

export default PagePart
