import * as React from "react"

import { fillSentence } from "../../lib/format/fillSentence"
import type { privacyStrings } from "../../strings/privacy"
import ExternalLink from "../ui/ExternalLink"
import PagePart from "../ui/PagePart"
import * as styles from "./PrivacySections.module.css"

export type PrivacySectionsProps = {
  /** The day the text last changed, and the same day written out */
  updated: { day: string; label: string }
  /** From data/privacy.json, in the page's language */
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>
  /** The mailing-list service the sign-up posts to, if the site has one */
  mailingList?: { name: string; privacyUrl: string }
  /** The host of the contact form's service, if the site has one */
  contactFormHost?: string
  pressEmail: string
  words: (typeof privacyStrings)["en"]
}

/**
 * The privacy policy: the team's own sections from data, then who receives what (named
 * from the services the site is set up with, so the page stays true when they change),
 * and whom to ask.
 */
const PrivacySections = ({
  updated,
  sections,
  mailingList,
  contactFormHost,
  pressEmail,
  words,
}: PrivacySectionsProps) => (
  <div className={styles.body}>
    <p className={styles.muted}>
      <time dateTime={updated.day}>{words.updated(updated.label)}</time>
    </p>
    {sections.map(section => (
      <PagePart key={section.heading} heading={section.heading}>
        {section.paragraphs.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PagePart>
    ))}
    {mailingList || contactFormHost ? (
      <PagePart heading={words.whoReceives}>
        {mailingList ? (
          <p>
            {words.mailingList(mailingList.name)}{" "}
            <ExternalLink href={mailingList.privacyUrl}>
              {words.servicePolicy(mailingList.name)}
            </ExternalLink>
          </p>
        ) : null}
        {contactFormHost ? <p>{words.contactForm(contactFormHost)}</p> : null}
      </PagePart>
    ) : null}
    <PagePart heading={words.questions}>
      <p>
        {fillSentence(words.askPress, {
          email: <a href={`mailto:${pressEmail}`}>{pressEmail}</a>,
        })}
      </p>
    </PagePart>
  </div>
)

export default PrivacySections
