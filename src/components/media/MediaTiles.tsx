import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { imageSizes } from "../../styles/imageSizes"
import ActionLink from "../ui/ActionLink"
import type { PlayableVideo } from "./FeaturedVideo"
import VideoPlaceholder from "./VideoPlaceholder"
import YouTubeFacade from "./YouTubeFacade"
import * as headings from "../ui/sectionHeading.module.css"
import { classNames } from "../../lib/classNames"
import * as cardList from "../ui/cardList.module.css"
import * as styles from "./MediaTiles.module.css"

export type MediaTile = {
  slug: string
  title: string
  caption: string
  /** Without one, the tile says the video is coming soon. */
  video?: PlayableVideo
}

export type MediaTilesProps = {
  /** From data/media.json: tiles */
  tiles: readonly MediaTile[]
  /** The channel with YouTube's subscribe prompt; without a channel the button waits. */
  subscribeUrl?: string
}

/** The smaller videos, and 'Subscribe on YouTube' to the artist's channel. */
const MediaTiles = ({ tiles, subscribeUrl }: MediaTilesProps) => {
  const strings = useStrings()
  return (
    <section className={styles.section} aria-labelledby="more-videos">
      <h2 id="more-videos" className={headings.sectionHeading}>
        {strings.media.moreHeading}
      </h2>
      <ul className={classNames(cardList.cardList, styles.list)}>
        {tiles.map(tile => (
          <li key={tile.slug} className={styles.tile}>
            {tile.video ? (
              <YouTubeFacade
                videoId={tile.video.id}
                title={tile.title}
                poster={tile.video.poster}
                sizes={imageSizes.tilePoster}
                size="small"
              />
            ) : (
              <VideoPlaceholder
                label={strings.media.videoComingSoon}
                size="small"
              />
            )}
            <h3 className={styles.tileTitle}>{tile.title}</h3>
            <p className={styles.caption}>{tile.caption}</p>
          </li>
        ))}
      </ul>
      <div>
        <ActionLink href={subscribeUrl} variant="primary">
          {strings.media.subscribe}
        </ActionLink>
      </div>
    </section>
  )
}

export default MediaTiles
