import * as React from "react"
import styled from "styled-components"

import PlayDisc from "./PlayDisc"

export type VideoPlaceholderProps = {
  label: string
  size: "large" | "small"
}

const Frame = styled.div<{ $size: VideoPlaceholderProps["size"] }>`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.placeholder};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: ${({ $size, theme }) =>
    theme.fontSizes[$size === "large" ? "lg" : "sm"]};
`

/** A 16:9 frame where a video will play; nothing is embedded, so nothing is requested. */
const VideoPlaceholder = ({ label, size }: VideoPlaceholderProps) => (
  <Frame $size={size}>
    <PlayDisc size={size} />
    <span>{label}</span>
  </Frame>
)

export default VideoPlaceholder
