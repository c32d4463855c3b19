import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { useToday } from "../../hooks/useNow"
import { fillSentence } from "../../lib/format/fillSentence"
import type { ReleaseProps } from "../../lib/props/toReleaseProps"
import {
  mayChangeAfterBuild,
  releaseStateOf,
  utcDayOf,
  type ReleaseState,
} from "../../lib/releaseSchedule"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"
import SignupForm from "../signup/SignupForm"
import ExternalLink from "../ui/ExternalLink"
import PlatformLinks from "./PlatformLinks"

export type ReleaseDaySlotProps = Pick<
  ReleaseProps,
  "comingSoon" | "releaseDate" | "dateLabel" | "links" | "presaveUrl"
> & {
  /**
   * The clock the page was built with, in milliseconds (the build's instant, or a
   * release page's own clock, releasePageClock): the first guess at "out" or "coming".
   */
  builtAt: number
  /** The mailing list's sign-up, tagged for this release, offered until it is out. */
  signup?: SignupFormFields
}

/*
 * Both states in one grid cell, the one not in force hidden: the slot is as tall as
 * the taller, so the release coming out under the visitor's clock moves nothing.
 */
const Stack = styled.div`
  display: grid;

  & > * {
    grid-area: 1 / 1;
  }
`

/*
 * The state not in force is hidden in place by its style attribute (visibility: hidden,
 * HIDDEN_IN_PLACE below), which wins over this.
 */
const State = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  visibility: visible;
`

const When = styled.p`
  font-weight: 700;
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`

const Presave = styled(ExternalLink)`
  justify-self: start;
`

/**
 * The state not in force keeps its place, hidden. A style attribute rather than a class:
 * one fixed value (a single hash in the page's policy), and what the page shows is then
 * there for the unit tests too, which load no style sheets.
 */
const HIDDEN_IN_PLACE: React.CSSProperties = { visibility: "hidden" }

/**
 * Where to hear the release: once it is out, the day it came out and its services; before
 * that, the day it comes out, its pre-save link and 'Tell me when'. Decided by the build's clock, then
 * the visitor's.
 */
const ReleaseDaySlot = ({
  comingSoon,
  releaseDate,
  dateLabel,
  links,
  presaveUrl,
  builtAt,
  signup,
}: ReleaseDaySlotProps) => {
  const strings = useStrings()
  const headingId = React.useId()
  const today = useToday(builtAt)
  const state = releaseStateOf({ comingSoon, releaseDate }, today)
  const day =
    releaseDate && dateLabel ? (
      <time dateTime={releaseDate}>{dateLabel}</time>
    ) : null
  // Both states only where the visitor's clock may change it (and there are links to
  // show once out); elsewhere the page holds what the build decided.
  const states: ReleaseState["kind"][] =
    mayChangeAfterBuild({ comingSoon, releaseDate }, utcDayOf(builtAt)) &&
    links.length > 0
      ? ["out", "coming"]
      : [state.kind]
  return (
    <Stack data-release-state={state.kind}>
      {states.map(kind =>
        kind === "out" ? (
          <State
            as="section"
            key={kind}
            style={state.kind === kind ? undefined : HIDDEN_IN_PLACE}
            aria-labelledby={headingId}
          >
            <Heading id={headingId}>{strings.music.listenHeading}</Heading>
            {day ? (
              <When>{fillSentence(strings.music.releasedOn, { day })}</When>
            ) : null}
            <PlatformLinks links={links} />
          </State>
        ) : (
          <State
            key={kind}
            style={state.kind === kind ? undefined : HIDDEN_IN_PLACE}
          >
            <When>
              {day && (state.kind === "out" || state.day)
                ? fillSentence(strings.music.outOn, { day })
                : strings.music.comingSoon}
            </When>
            {presaveUrl ? (
              <Presave href={presaveUrl} variant="primary">
                {strings.music.presave}
              </Presave>
            ) : null}
            {signup ? (
              <SignupForm
                form={signup}
                lead={strings.signup.tellMeWhenOut}
                submitLabel={strings.signup.tellMeWhen}
              />
            ) : null}
          </State>
        ),
      )}
    </Stack>
  )
}

export default ReleaseDaySlot
