import * as React from "react"
import styled from "styled-components"

import { fillSentence } from "../../lib/format/fillSentence"
import type { privacyStrings } from "../../strings/privacy"
import ExternalLink from "../ui/ExternalLink"
import { Muted } from "../ui/lines"
import PagePart from "../ui/PagePart"

export type PrivacySectionsProps = {
  updated: { day: string; label: string }
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>
  mailingList?: { name: string; privacyUrl: string }
  contactFormHost?: string
  /** The counting service, where one is set (site.json › analytics). */
  counting?: { name: string; privacyUrl: string; host: string; pixel: boolean }
  pressEmail: string
  words: (typeof privacyStrings)["en"]
}

const Body = styled.div`
  max-width: ${({ theme }) => theme.sizes.prose};
`

/** Names the recipients from the configured services, so it stays true when they change. */
const PrivacySections = ({
  updated,
  sections,
  mailingList,
  contactFormHost,
  counting,
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
    {counting ? (
      <PagePart heading={words.counting}>
        <p>{words.countingWho(counting.name, counting.host)}</p>
        <p>{words.countingWhat}</p>
        {counting.pixel ? <p>{words.countingPixel}</p> : null}
        <p>
          {words.countingOptOut}{" "}
          <ExternalLink href={counting.privacyUrl}>
            {words.servicePolicy(counting.name)}
          </ExternalLink>
        </p>
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
