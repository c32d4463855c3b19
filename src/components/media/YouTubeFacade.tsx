import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import {
  COUNTED_EVENTS,
  countAttributes,
} from "../../lib/analytics/countedEvents"
import { useStrings } from "../../hooks/useLanguage"
import { youtubeEmbedUrl } from "../../lib/urls"
import { media } from "../../styles/media"
import ResponsiveImage from "../ui/ResponsiveImage"
import PlayDisc from "./PlayDisc"

export type YouTubeFacadeProps = {
  videoId: string
  title: string
  poster: IGatsbyImageData
  sizes: string
  size: "large" | "small"
  /** The featured video's poster is the first large image on a phone: load it at once. */
  eager?: boolean
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`

const Play = styled.button`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  /* The focus ring drawn inside the frame, which clips anything outside it. */
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.borderWidths.focus});
  }
`

const Disc = styled(PlayDisc)`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  transition: transform ${({ theme }) => theme.durations.fast} ease-out;

  ${Play}:hover & {
    transform: translate(-50%, -50%) scale(1.08);
  }

  ${media.reducedMotion} {
    transition: none;
  }
`

const Player = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
`

// Until play, only the self-hosted poster, so no YouTube or Google host is contacted; not
// lite-youtube-embed, which preconnects to both as soon as the pointer passes over it.
const YouTubeFacade = ({
  videoId,
  title,
  poster,
  sizes,
  size,
  eager = false,
}: YouTubeFacadeProps) => {
  const strings = useStrings()
  const [playing, setPlaying] = React.useState(false)
  const player = React.useRef<HTMLIFrameElement>(null)
  React.useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])
  return (
    <Frame>
      {playing ? (
        <Player
          ref={player}
          src={youtubeEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <Play
          type="button"
          aria-label={strings.media.play(title)}
          onClick={() => setPlaying(true)}
          {...countAttributes({
            event: COUNTED_EVENTS.video,
            props: { video: videoId },
          })}
        >
          <ResponsiveImage
            image={poster}
            alt=""
            sizes={sizes}
            loading={eager ? "eager" : "lazy"}
          />
          <Disc size={size} />
        </Play>
      )}
    </Frame>
  )
}

export default YouTubeFacade
