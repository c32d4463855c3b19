import * as React from "react"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import styled from "styled-components"

import { useInertApp } from "../../hooks/useInertApp"
import { useLanguage } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import { useScrollLock } from "../../hooks/useScrollLock"
import { focusOnArrival, wrapTabFocus } from "../../lib/browser/wrapTabFocus"
import { imageSizes } from "../../styles/imageSizes"
import Icon, { IconFrame } from "../ui/Icon"
import IconButton from "../ui/IconButton"
import ResponsiveImage from "../ui/ResponsiveImage"
import PhotoCredit from "./PhotoCredit"
import type { PressPhoto } from "./pressPhoto"

export type PhotoViewerProps = {
  photos: readonly PressPhoto[]
  index: number
  onChange: (index: number) => void
  onClose: () => void
}

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};
`

const Panel = styled(DialogContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.content};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Steps = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`

const LargePhoto = styled(ResponsiveImage)`
  & img {
    width: auto;
    max-width: 100%;
    max-height: 70vh;
    margin-inline: auto;
    object-fit: contain;
  }
`

const arrows = {
  previous: <path d="M15 5 8 12l7 7" />,
  next: <path d="m9 5 7 7-7 7" />,
}

/** Focus stays in through the page's `inert` and Tab wrapping; PressPhotos hands it back. */
const PhotoViewer = ({
  photos,
  index,
  onChange,
  onClose,
}: PhotoViewerProps) => {
  const words = pressStrings[useLanguage()]
  const photo = photos[index]
  const step = (by: number) =>
    onChange((index + by + photos.length) % photos.length)
  useScrollLock(true)
  useInertApp(true)
  if (!photo) return null
  const captionId = "photo-viewer-caption"
  return (
    <Overlay
      isOpen
      onDismiss={onClose}
      dangerouslyBypassFocusLock
      // Our own lock: Reach's injects a style a strict policy refuses (useScrollLock).
      dangerouslyBypassScrollLock
      // On the overlay: Reach's DialogContent drops an onKeyDown handler.
      onKeyDown={event => {
        wrapTabFocus(event)
        if (event.key === "ArrowLeft") step(-1)
        if (event.key === "ArrowRight") step(1)
      }}
    >
      <Panel aria-labelledby={captionId}>
        <Bar>
          <span aria-live="polite">
            {words.viewer.position(index + 1, photos.length)}
          </span>
          <Steps>
            <IconButton
              aria-label={words.viewer.previous}
              onClick={() => step(-1)}
            >
              <IconFrame>{arrows.previous}</IconFrame>
            </IconButton>
            <IconButton aria-label={words.viewer.next} onClick={() => step(1)}>
              <IconFrame>{arrows.next}</IconFrame>
            </IconButton>
            <IconButton
              ref={focusOnArrival}
              aria-label={words.viewer.close}
              onClick={onClose}
            >
              <Icon name="close" />
            </IconButton>
          </Steps>
        </Bar>
        <LargePhoto
          key={photo.file.href}
          image={photo.large}
          alt={photo.alt}
          sizes={imageSizes.pressPhotoLarge}
          loading="eager"
        />
        <PhotoCredit photo={photo} captionId={captionId} />
      </Panel>
    </Overlay>
  )
}

export default PhotoViewer
