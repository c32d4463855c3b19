import * as React from "react"

import { classNames } from "../../lib/classNames"
import { theme } from "../../styles/theme"
import Icon from "../ui/Icon"
import * as styles from "./PlayDisc.module.css"

/** The round play mark of a video frame, large or small; decorative. */
const PlayDisc = ({
  size,
  className,
}: {
  size: "large" | "small"
  className?: string
}) => (
  <span aria-hidden="true" className={classNames(styles.disc, className)}>
    <Icon
      name="play"
      size={size === "large" ? theme.iconSizes.xl : theme.iconSizes.sm}
    />
  </span>
)

export default PlayDisc
