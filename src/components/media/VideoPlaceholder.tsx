import * as React from "react"

import { classNames } from "../../lib/classNames"
import PlayDisc from "./PlayDisc"
import * as styles from "./VideoPlaceholder.module.css"

export type VideoPlaceholderProps = {
  /** Words shown in the frame where the player will be. */
  label: string
  size: "large" | "small"
}

/** A 16:9 frame where a video will play; nothing is embedded, so nothing is requested. */
const VideoPlaceholder = ({ label, size }: VideoPlaceholderProps) => (
  <div
    className={classNames(
      styles.frame,
      size === "large" ? styles.large : styles.small,
    )}
  >
    <PlayDisc size={size} />
    <span>{label}</span>
  </div>
)

export default VideoPlaceholder
