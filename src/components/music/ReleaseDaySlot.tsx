import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { useToday } from "../../hooks/useNow"
import type { ReleaseProps } from "../../lib/props/toReleaseProps"
import {
  releaseStateOf,
  switchesOnItsOwn,
  type ReleaseState,
} from "../../lib/releaseSchedule"
import ExternalLink from "../ui/ExternalLink"
import PlatformLinks from "./PlatformLinks"

export type ReleaseDaySlotProps = Pick<
  ReleaseProps,
  "comingSoon" | "releaseDate" | "dateLabel" | "links" | "presaveUrl"
> & {
  /** When the page was built, in milliseconds: the first guess at "out" or "coming". */
  builtAt: number
}

/**
 * Both states in one grid cell, the one not in force hidden: the slot is as tall as
 * the taller, so the release coming out under the visitor's clock moves nothing.
 */
const Stack = styled.div`
  display: grid;

  & > * {
    grid-area: 1 / 1;
  }
`

const State = styled.section<{ $current: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  visibility: ${({ $current }) => ($current ? "visible" : "hidden")};
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
 * Where to hear the release: once it is out, the day it came out and its services; before
 * that, the day it comes out and its pre-save link. Decided by the build's clock, then
 * the visitor's.
 */
const ReleaseDaySlot = ({
  comingSoon,
  releaseDate,
  dateLabel,
  links,
  presaveUrl,
  builtAt,
}: ReleaseDaySlotProps) => {
  const strings = useStrings()
  const today = useToday(builtAt)
  const state = releaseStateOf({ comingSoon, releaseDate }, today)
  // A release flagged coming soon has nothing to switch to; one without links neither.
  const states: ReleaseState["kind"][] =
    switchesOnItsOwn({ comingSoon, releaseDate }) && links.length > 0
      ? ["out", "coming"]
      : [state.kind]
  return (
    <Stack data-release-state={state.kind}>
      {states.map(kind =>
        kind === "out" ? (
          <State
            key={kind}
            aria-labelledby="listen"
            $current={state.kind === kind}
          >
            <Heading id="listen">{strings.music.listenHeading}</Heading>
            {dateLabel ? (
              <When>{strings.music.releasedOn(dateLabel)}</When>
            ) : null}
            <PlatformLinks links={links} />
          </State>
        ) : (
          <State key={kind} as="div" $current={state.kind === kind}>
            <When>
              {dateLabel && (state.kind === "out" || state.day)
                ? strings.music.outOn(dateLabel)
                : strings.music.comingSoon}
            </When>
            {presaveUrl ? (
              <Presave href={presaveUrl} variant="primary">
                {strings.music.presave}
              </Presave>
            ) : null}
          </State>
        ),
      )}
    </Stack>
  )
}

export default ReleaseDaySlot
