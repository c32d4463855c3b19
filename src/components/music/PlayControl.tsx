import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import type { PopoverState } from "../../hooks/usePopover"
import { classNames } from "../../lib/classNames"
import { theme } from "../../styles/theme"
import ExternalLink from "../ui/ExternalLink"
import Icon from "../ui/Icon"
import Tooltip from "../ui/Tooltip"
import * as styles from "./PlayControl.module.css"

export type StreamingLinks = { spotify: string; appleMusic: string }

export type PlayControlProps = {
  title: string
  links: StreamingLinks
  popover: Pick<PopoverState, "open" | "triggerProps" | "popoverProps">
}

/**
 * The class of the element that holds a play control (the release card): on a pointer
 * device, the play icon shows while that element is hovered or holds focus.
 */
export const revealPlayControlClassName = styles.revealer

/** The play icon and its popover with the release's two streaming links. */
const PlayControl = ({ title, links, popover }: PlayControlProps) => {
  const strings = useStrings()
  return (
    <div className={styles.root}>
      <Tooltip
        label={strings.music.play(title)}
        align="end"
        disabled={popover.open}
      >
        <button
          type="button"
          {...popover.triggerProps}
          className={classNames(styles.playButton, popover.open && styles.open)}
          aria-label={strings.music.play(title)}
        >
          <Icon name="play" size={theme.iconSizes.lg} />
        </button>
      </Tooltip>
      <div
        {...popover.popoverProps}
        className={styles.popover}
        role="group"
        aria-label={strings.music.playOptions(title)}
      >
        <ExternalLink href={links.spotify} variant="primary">
          <Icon name="spotify" />
          {strings.streaming.playOn(strings.streaming.spotify)}
        </ExternalLink>
        <ExternalLink href={links.appleMusic} variant="ghost">
          <Icon name="appleMusic" />
          {strings.streaming.playOn(strings.streaming.appleMusic)}
        </ExternalLink>
      </div>
    </div>
  )
}

export default PlayControl
