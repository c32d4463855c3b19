import * as React from "react"
import styled, { css } from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { PopoverState } from "../../hooks/usePopover"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import { STREAMING_PLATFORMS } from "../../lib/data/streamingPlatforms"
import ExternalLink from "../ui/ExternalLink"
import Icon from "../ui/Icon"
import { circleLook } from "../ui/looks"
import Tooltip from "../ui/Tooltip"

export type StreamingLinks = { spotify: string; appleMusic: string }

export type PlayControlProps = {
  title: string
  /** The release's slug, which a click counts. */
  release: string
  links: StreamingLinks
  popover: Pick<PopoverState, "open" | "triggerProps" | "popoverProps">
}

const Root = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.popover};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`

// The card takes this into its style; the icon reads the custom property it sets, so the
// control does not depend on what holds it.
export const revealPlayControl = css`
  &:hover,
  &:focus-within {
    --reveal: 1;
  }
`

const PlayButton = styled.button<{ $open: boolean }>`
  ${circleLook("playButton")}
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.gradients.warm};
  color: ${({ theme }) => theme.colors.onAccent};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  cursor: pointer;
  transition: opacity ${({ theme }) => theme.durations.base};

  ${media.hover} {
    /* Revealed by the card on hover or focus (it sets --reveal: revealPlayControl), and
       while its popover is open; always shown on touch. */
    opacity: ${({ $open }) => ($open ? 1 : "var(--reveal, 0)")};
  }
`

const Popover = styled.div`
  order: -1;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => theme.sizes.popover};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.popover};

  &[hidden] {
    display: none;
  }
`

const PlayControl = ({ title, release, links, popover }: PlayControlProps) => {
  const strings = useStrings()
  return (
    <Root>
      <Tooltip
        label={strings.music.play(title)}
        align="end"
        disabled={popover.open}
      >
        <PlayButton
          type="button"
          {...popover.triggerProps}
          $open={popover.open}
          aria-label={strings.music.play(title)}
        >
          <Icon name="play" size={theme.iconSizes.lg} />
        </PlayButton>
      </Tooltip>
      <Popover
        {...popover.popoverProps}
        role="group"
        aria-label={strings.music.playOptions(title)}
      >
        {STREAMING_PLATFORMS.map((platform, index) => (
          <ExternalLink
            key={platform}
            href={links[platform]}
            variant={index === 0 ? "primary" : "ghost"}
            count={{
              event: COUNTED_EVENTS.stream,
              props: { platform, release },
            }}
          >
            <Icon name={platform} />
            {strings.streaming.playOn(strings.streaming[platform])}
          </ExternalLink>
        ))}
      </Popover>
    </Root>
  )
}

export default PlayControl
