import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import { useStrings } from "../../hooks/useLanguage"
import { youtubeEmbedUrl } from "../../lib/urls"
import ResponsiveImage from "../ui/ResponsiveImage"
import PlayDisc from "./PlayDisc"
import * as styles from "./YouTubeFacade.module.css"

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
    <div className={styles.frame}>
      {playing ? (
        <iframe
          ref={player}
          className={styles.player}
          src={youtubeEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={styles.play}
          aria-label={strings.media.play(title)}
          onClick={() => setPlaying(true)}
        >
          <ResponsiveImage
            image={poster}
            alt=""
            sizes={sizes}
            loading={eager ? "eager" : "lazy"}
          />
          <PlayDisc size={size} className={styles.disc} />
        </button>
      )}
    </div>
  )
}

export default YouTubeFacade
