import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"
import SignupForm from "../signup/SignupForm"
import Card from "../ui/Card"
import Container from "../ui/Container"
import Eyebrow from "../ui/Eyebrow"
import Link from "../ui/Link"
import * as headings from "../ui/sectionHeading.module.css"
import * as styles from "./InfoCards.module.css"

type CardText = { title: string; body: string }

export type InfoCardsProps = {
  /** The newest released single from data/releases/ (or newest release if no single). */
  latest: { title: string; description: string; isSingle: boolean } | null
  /** From data/home.json */
  streams: CardText
  join: CardText
  /** The mailing list's sign-up; without one the join card links to the contact page. */
  signup?: SignupFormFields
}

/**
 * The three cards below the hero: latest single, streaming count, and join the movement
 * (the mailing list's sign-up where the site has one).
 */
const InfoCards = ({ latest, streams, join, signup }: InfoCardsProps) => {
  const strings = useStrings()
  return (
    <Container
      as="section"
      className={styles.grid}
      aria-label={strings.home.cardsLabel}
    >
      {latest && (
        <Card>
          <Eyebrow>
            {latest.isSingle
              ? strings.home.latestSingle
              : strings.home.latestRelease}
          </Eyebrow>
          <h2 className={headings.sectionHeading}>{latest.title}</h2>
          <p className={styles.body}>{latest.description}</p>
          <Link className={styles.cardLink} to="/music/">
            {strings.home.hearIt}
          </Link>
        </Card>
      )}
      <Card>
        <Eyebrow>{strings.home.streamsLabel}</Eyebrow>
        <h2 className={headings.sectionHeading}>{streams.title}</h2>
        <p className={styles.body}>{streams.body}</p>
      </Card>
      <Card>
        <Eyebrow>{strings.home.joinLabel}</Eyebrow>
        <h2 className={headings.sectionHeading}>{join.title}</h2>
        <p className={styles.body}>{join.body}</p>
        {signup ? (
          <SignupForm form={signup} />
        ) : (
          <Link className={styles.cardLink} to="/contact/">
            {strings.home.getInTouch}
          </Link>
        )}
      </Card>
    </Container>
  )
}

export default InfoCards
