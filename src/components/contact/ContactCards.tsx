import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { PressKitLink } from "../../lib/props/pressKitLink"
import { media } from "../../styles/media"
import Card from "../ui/Card"
import DownloadLink from "../ui/DownloadLink"
import { Muted } from "../ui/lines"
import SectionHeading from "../ui/SectionHeading"

type CardText = { title: string; body: string }

export type ContactCardsProps = {
  fans: CardText
  media: CardText
  pressEmail: string
  pressKit?: PressKitLink
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Email = styled.a`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  overflow-wrap: anywhere;
  text-underline-offset: 0.2em;
`

const ContactCards = ({
  fans,
  media,
  pressEmail,
  pressKit,
}: ContactCardsProps) => {
  const strings = useStrings()
  return (
    <Grid>
      <Card aria-labelledby="contact-fans">
        <SectionHeading id="contact-fans">{fans.title}</SectionHeading>
        <Muted>{fans.body}</Muted>
      </Card>
      <Card aria-labelledby="contact-media">
        <SectionHeading id="contact-media">{media.title}</SectionHeading>
        <Muted>{media.body}</Muted>
        <Email href={`mailto:${pressEmail}`}>{pressEmail}</Email>
        {pressKit ? (
          <DownloadLink {...pressKit}>{strings.about.pressKit}</DownloadLink>
        ) : null}
      </Card>
    </Grid>
  )
}

export default ContactCards
