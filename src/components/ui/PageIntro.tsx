import * as React from "react"

import { classNames } from "../../lib/classNames"
import * as headings from "./pageHeading.module.css"
import * as styles from "./PageIntro.module.css"

export type PageIntroProps = {
  /** From data/pages.json */
  heading: string
  intro: string
  className?: string
}

/** The heading and short introduction at the top of every inner page. */
const PageIntro = ({ heading, intro, className }: PageIntroProps) => (
  <header className={classNames(styles.header, className)}>
    <h1 className={headings.pageHeading}>{heading}</h1>
    <p className={styles.intro}>{intro}</p>
  </header>
)

export default PageIntro
