import * as React from "react"
import styled from "styled-components"

import { theme } from "../../styles/theme"
import Icon from "../ui/Icon"

const Disc = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.playButton};
  height: ${({ theme }) => theme.sizes.playButton};
  border-radius: ${({ theme }) => theme.radii.pill};
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
