import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import { imageSizes } from "../../styles/imageSizes"
import { media } from "../../styles/media"
import { cardListLook } from "../ui/looks"
import ResponsiveImage from "../ui/ResponsiveImage"
import PhotoCredit from "./PhotoCredit"
import PressSection from "./PressSection"
import type { PressPhoto } from "./pressPhoto"

export type PressPhotosProps = { photos: readonly PressPhoto[] }

const loadViewer = () =>
  import(/* webpackChunkName: "press-photo-viewer" */ "./PhotoViewer")
const PhotoViewer = React.lazy(loadViewer)

const Grid = styled.ul`
  ${cardListLook}
  align-items: start;

  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`

const PhotoLink = styled.a`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: zoom-in;
`

/** Each photo links to its file, all it is without JavaScript; with it, it opens the dialog. */
const PressPhotos = ({ photos }: PressPhotosProps) => {
  const words = pressStrings[useLanguage()]
  const [open, setOpen] = React.useState<number | null>(null)
  const links = React.useRef<(HTMLAnchorElement | null)[]>([])
  // The photo the dialog was opened from, which takes focus back when it closes.
  const opener = React.useRef<number | null>(null)
  const prepare = () => void loadViewer()
  React.useEffect(() => {
    if (open !== null || opener.current === null) return
    links.current[opener.current]?.focus()
    opener.current = null
  }, [open])
  return (
    <PressSection id="press-photos" heading={words.photosHeading}>
      <Grid>
        {photos.map((photo, index) => (
          <li key={photo.file.href}>
            <Figure>
              <PhotoLink
                ref={link => {
                  links.current[index] = link
                }}
                href={photo.file.href}
                aria-haspopup="dialog"
                onPointerEnter={prepare}
                onFocus={prepare}
                onClick={event => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return
                  event.preventDefault()
                  opener.current = index
                  setOpen(index)
                }}
              >
                <ResponsiveImage
                  image={photo.thumbnail}
                  alt={photo.alt}
                  sizes={imageSizes.pressPhoto}
                  loading="lazy"
                />
              </PhotoLink>
              <PhotoCredit photo={photo} as="figcaption" />
            </Figure>
          </li>
        ))}
      </Grid>
      {open !== null ? (
        <React.Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            index={open}
            onChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </React.Suspense>
      ) : null}
    </PressSection>
  )
}

export default PressPhotos
