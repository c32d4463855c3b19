import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"
import { media } from "../../styles/media"
import SignupForm from "../signup/SignupForm"
import Card from "../ui/Card"
import Container from "../ui/Container"
import Eyebrow from "../ui/Eyebrow"
import Link from "../ui/Link"
import SectionHeading from "../ui/SectionHeading"

type CardText = { title: string; body: string }

export type InfoCardsProps = {
  /** The newest released single, or the newest release if there is none. */
  latest: { title: string; description: string; isSingle: boolean } | null
  streams: CardText
  join: CardText
  /** Without one the join card links to the contact page. */
  signup?: SignupFormFields
}

const Grid = styled(Container)`
  display: grid;
  /* One column as wide as the screen, never as wide as a card's longest word or field:
     the page reflows down to 320 px (WCAG 1.4.10). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[7]};

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Body = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`

const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  text-underline-offset: 0.2em;
`

const InfoCards = ({ latest, streams, join, signup }: InfoCardsProps) => {
  const strings = useStrings()
  return (
    <Grid as="section" aria-label={strings.home.cardsLabel}>
      {latest && (
        <Card>
          <Eyebrow>
            {latest.isSingle
              ? strings.home.latestSingle
              : strings.home.latestRelease}
          </Eyebrow>
          <SectionHeading>{latest.title}</SectionHeading>
          <Body>{latest.description}</Body>
          <CardLink to="/music/">{strings.home.hearIt}</CardLink>
        </Card>
      )}
      <Card>
        <Eyebrow>{strings.home.streamsLabel}</Eyebrow>
        <SectionHeading>{streams.title}</SectionHeading>
        <Body>{streams.body}</Body>
      </Card>
      <Card>
        <Eyebrow>{strings.home.joinLabel}</Eyebrow>
        <SectionHeading>{join.title}</SectionHeading>
        <Body>{join.body}</Body>
        {signup ? (
          <SignupForm form={signup} from="home" />
        ) : (
          <CardLink to="/contact/">{strings.home.getInTouch}</CardLink>
        )}
      </Card>
    </Grid>
  )
}

export default InfoCards
