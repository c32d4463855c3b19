import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { youtubeEmbedUrl } from "../../lib/urls"
import { media } from "../../styles/media"
import ResponsiveImage from "../ui/ResponsiveImage"
import PlayDisc from "./PlayDisc"

export type YouTubeFacadeProps = {
  videoId: string
  title: string
  /** The self-hosted poster (data/images), through the image pipeline. */
  poster: IGatsbyImageData
  /** The width it shows at (styles/imageSizes.ts). */
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

/**
 * A click-to-load YouTube player. Until the visitor presses play it is the poster (served
 * by this site) and a button, so no YouTube or Google host is contacted: no preconnect, no
 * thumbnail from YouTube, no script. Pressing play swaps in YouTube's privacy-enhanced
 * player (youtube-nocookie.com) in the same 16:9 box, already playing, and moves focus
 * into it. Written here rather than taken from lite-youtube-embed, which preconnects to
 * YouTube and Google as soon as the pointer passes over it.
 */
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
