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
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import ExternalLink from "../ui/ExternalLink"
import { Bold } from "../ui/lines"
import { MinorHeading } from "../ui/SectionHeading"
import PlatformLinks from "./PlatformLinks"

export type ReleaseDaySlotProps = Pick<
  ReleaseProps,
  "slug" | "comingSoon" | "releaseDate" | "dateLabel" | "links" | "presaveUrl"
> & {
  /** The build's clock in ms, or a release page's own (releasePageClock): the first guess at "out". */
  builtAt: number
  signup?: SignupFormFields
}

/* Both states share one grid cell, so the release coming out moves nothing. */
const Stack = styled.div`
  display: grid;

  & > * {
    grid-area: 1 / 1;
  }
`

/* The hidden state's style attribute (HIDDEN_IN_PLACE) wins over this. */
const State = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  visibility: visible;
`

const Presave = styled(ExternalLink)`
  justify-self: start;
`

// A style attribute, not a class: one fixed value (a single hash in the page's policy), and
// the unit tests, which load no style sheets, see what the page shows.
const HIDDEN_IN_PLACE: React.CSSProperties = { visibility: "hidden" }

const ReleaseDaySlot = ({
  builtAt,
  signup,
  ...release
}: ReleaseDaySlotProps) => {
  const { slug, releaseDate, dateLabel, links, presaveUrl } = release
  const strings = useStrings()
  const headingId = React.useId()
  const today = useToday(builtAt)
  const state = releaseStateOf(release, today)
  const day =
    releaseDate && dateLabel ? (
      <time dateTime={releaseDate}>{dateLabel}</time>
    ) : null
  // Both states only where the visitor's clock may change it (and there are links to
  // show once out); elsewhere the page holds what the build decided.
  const states: ReleaseState["kind"][] =
    mayChangeAfterBuild(release, utcDayOf(builtAt)) && links.length > 0
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
            <MinorHeading id={headingId}>
              {strings.music.listenHeading}
            </MinorHeading>
            {day ? (
              <Bold>{fillSentence(strings.music.releasedOn, { day })}</Bold>
            ) : null}
            <PlatformLinks links={links} release={slug} />
          </State>
        ) : (
          <State
            key={kind}
            style={state.kind === kind ? undefined : HIDDEN_IN_PLACE}
          >
            <Bold>
              {day && (state.kind === "out" || state.day)
                ? fillSentence(strings.music.outOn, { day })
                : strings.music.comingSoon}
            </Bold>
            {presaveUrl ? (
              <Presave
                href={presaveUrl}
                variant="primary"
                count={{
                  event: COUNTED_EVENTS.preSave,
                  props: { release: slug },
                }}
              >
                {strings.music.presave}
              </Presave>
            ) : null}
            {signup ? (
              <SignupForm
                form={signup}
                from="release"
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
