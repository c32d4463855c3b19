import * as React from "react"
import styled from "styled-components"

import { fillSentence } from "../../lib/format/fillSentence"
import type { privacyStrings } from "../../strings/privacy"
import ExternalLink from "../ui/ExternalLink"
import PagePart from "../ui/PagePart"

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

const Body = styled.div`
  max-width: ${({ theme }) => theme.sizes.prose};
`

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

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
  <Body>
    <Muted>
      <time dateTime={updated.day}>{words.updated(updated.label)}</time>
    </Muted>
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
  </Body>
)

export default PrivacySections
