import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import type { PressKitLink } from "../../lib/props/pressKitLink"
import ActionLink from "../ui/ActionLink"
import DownloadLink from "../ui/DownloadLink"
import * as styles from "./Biography.module.css"

export type BiographyProps = {
  /** From data/about.json */
  heading: string
  paragraphs: readonly string[]
  /** The press kit the build made; without one (never in a build) the button waits. */
  pressKit?: PressKitLink
}

/** The biography and 'Download Press Kit', with the file's type and size. */
const Biography = ({ heading, paragraphs, pressKit }: BiographyProps) => {
  const strings = useStrings()
  return (
    <section className={styles.section} aria-labelledby="biography-heading">
      <h2 id="biography-heading" className={styles.heading}>
        {heading}
      </h2>
      {paragraphs.map(paragraph => (
        <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {pressKit ? (
        <DownloadLink
          href={pressKit.href}
          fileName={pressKit.fileName}
          facts={pressKit.facts}
          variant="primary"
        >
          {strings.about.pressKit}
        </DownloadLink>
      ) : (
        <ActionLink variant="primary">{strings.about.pressKit}</ActionLink>
      )}
    </section>
  )
}

export default Biography
