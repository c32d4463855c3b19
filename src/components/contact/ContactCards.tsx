import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import type { PressKitLink } from "../../lib/props/pressKitLink"
import Card from "../ui/Card"
import DownloadLink from "../ui/DownloadLink"
import * as headings from "../ui/sectionHeading.module.css"
import * as styles from "./ContactCards.module.css"

type CardText = { title: string; body: string }

export type ContactCardsProps = {
  /** From data/contact.json */
  fans: CardText
  media: CardText
  /** From data/site.json */
  pressEmail: string
  /** The press kit the build made. */
  pressKit?: PressKitLink
}

/** 'For Fans' and 'For Media / Bookings', the latter with the press address and kit. */
const ContactCards = ({
  fans,
  media,
  pressEmail,
  pressKit,
}: ContactCardsProps) => {
  const strings = useStrings()
  return (
    <div className={styles.grid}>
      <Card aria-labelledby="contact-fans">
        <h2 className={headings.sectionHeading} id="contact-fans">
          {fans.title}
        </h2>
        <p className={styles.body}>{fans.body}</p>
      </Card>
      <Card aria-labelledby="contact-media">
        <h2 className={headings.sectionHeading} id="contact-media">
          {media.title}
        </h2>
        <p className={styles.body}>{media.body}</p>
        <a className={styles.email} href={`mailto:${pressEmail}`}>
          {pressEmail}
        </a>
        {pressKit ? (
          <DownloadLink
            href={pressKit.href}
            fileName={pressKit.fileName}
            facts={pressKit.facts}
          >
            {strings.about.pressKit}
          </DownloadLink>
        ) : null}
      </Card>
    </div>
  )
}

export default ContactCards
