import * as React from "react"
import styled from "styled-components"

import { strings } from "../../strings"
import { mq } from "../../styles/media"
import Button from "../ui/Button"
import VideoPlaceholder from "./VideoPlaceholder"

export type MediaTile = { slug: string; title: string; caption: string }

export type MediaTilesProps = {
  /** From data/media.json: tiles */
  tiles: readonly MediaTile[]
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[7]};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;
`

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.md} {
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

/** Three placeholder tiles and the 'Subscribe on YouTube' button (no action yet). */
const MediaTiles = ({ tiles }: MediaTilesProps) => (
  <Section aria-labelledby="more-videos">
    <Heading id="more-videos">{strings.media.moreHeading}</Heading>
    <List>
      {tiles.map(tile => (
        <Tile key={tile.slug}>
          <VideoPlaceholder
            label={strings.media.videoComingSoon}
            size="small"
          />
          <TileTitle>{tile.title}</TileTitle>
          <Caption>{tile.caption}</Caption>
        </Tile>
      ))}
    </List>
    <div>
      <Button $variant="primary">{strings.media.subscribe}</Button>
    </div>
  </Section>
)

export default MediaTiles
