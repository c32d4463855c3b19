import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import ExternalLink from "../ui/ExternalLink"
import Icon from "../ui/Icon"
import * as styles from "./StreamingButtons.module.css"

export type StreamingButtonsProps = {
  /** The artist's profile URLs, from data/site.json */
  spotifyUrl: string
  appleMusicUrl: string
}

/** "Listen on Spotify" and "Listen on Apple Music": the artist's profiles, in a new tab. */
const StreamingButtons = ({
  spotifyUrl,
  appleMusicUrl,
}: StreamingButtonsProps) => {
  const strings = useStrings()
  return (
    <div className={styles.row}>
      <ExternalLink href={spotifyUrl} variant="primary">
        <Icon name="spotify" />
        {strings.streaming.listenOn(strings.streaming.spotify)}
      </ExternalLink>
      <ExternalLink href={appleMusicUrl} variant="ghost">
        <Icon name="appleMusic" />
        {strings.streaming.listenOn(strings.streaming.appleMusic)}
      </ExternalLink>
    </div>
  )
}

export default StreamingButtons
