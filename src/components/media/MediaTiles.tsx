import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { imageSizes } from "../../styles/imageSizes"
import { media } from "../../styles/media"
import ActionLink from "../ui/ActionLink"
import { cardListLook } from "../ui/looks"
import SectionHeading from "../ui/SectionHeading"
import type { PlayableVideo } from "./FeaturedVideo"
import VideoPlaceholder from "./VideoPlaceholder"
import YouTubeFacade from "./YouTubeFacade"

export type MediaTile = {
  slug: string
  title: string
  caption: string
  /** Without one, the tile says the video is coming soon. */
  video?: PlayableVideo
}

export type MediaTilesProps = {
  tiles: readonly MediaTile[]
  /** The channel with YouTube's subscribe prompt; without a channel the button waits. */
  subscribeUrl?: string
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[7]};
`

const List = styled.ul`
  ${cardListLook}

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Tile = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
`

const TileTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-transform: uppercase;
`

const Caption = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const MediaTiles = ({ tiles, subscribeUrl }: MediaTilesProps) => {
  const strings = useStrings()
  return (
    <Section aria-labelledby="more-videos">
      <SectionHeading id="more-videos">
        {strings.media.moreHeading}
      </SectionHeading>
      <List>
        {tiles.map(tile => (
          <Tile key={tile.slug}>
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
            <TileTitle>{tile.title}</TileTitle>
            <Caption>{tile.caption}</Caption>
          </Tile>
        ))}
      </List>
      <div>
        <ActionLink href={subscribeUrl} variant="primary">
          {strings.media.subscribe}
        </ActionLink>
      </div>
    </Section>
  )
}

export default MediaTiles
