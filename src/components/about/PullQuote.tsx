import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import * as styles from "./PullQuote.module.css"

export type PullQuoteProps = {
  /** From data/about.json: quote */
  text: string
  attribution: string
}

/** A quote from the artist, set large. */
const PullQuote = ({ text, attribution }: PullQuoteProps) => {
  const strings = useStrings()
  return (
    <figure className={styles.figure}>
      <blockquote className={styles.quote}>
        <p>{strings.about.quoted(text)}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        {strings.about.attributed(attribution)}
      </figcaption>
    </figure>
  )
}

export default PullQuote
