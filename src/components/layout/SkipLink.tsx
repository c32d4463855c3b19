import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import * as styles from "./SkipLink.module.css"

/** The first stop in the tab order: jumps past the navigation to the page's main content. */
const SkipLink = ({ target }: { target: string }) => {
  const strings = useStrings()
  return (
    <a className={styles.link} href={`#${target}`}>
      {strings.skipLink}
    </a>
  )
}

export default SkipLink
