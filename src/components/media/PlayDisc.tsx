import * as React from "react"
import styled from "styled-components"

import { theme } from "../../styles/theme"
import Icon from "../ui/Icon"
import { circleLook } from "../ui/looks"

const Disc = styled.span`
  ${circleLook("playButton")}
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.text};
`

const PlayDisc = ({
  size,
  className,
}: {
  size: "large" | "small"
  className?: string
}) => (
  <Disc aria-hidden="true" className={className}>
    <Icon
      name="play"
      size={size === "large" ? theme.iconSizes.xl : theme.iconSizes.sm}
    />
  </Disc>
)

export default PlayDisc
