import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { TrackProps } from "../../lib/props/toReleaseProps"
import { lyricsAnchor } from "../../lib/urls"
import { unstyledListLook } from "../ui/looks"
import { Muted } from "../ui/lines"

export type TracklistProps = {
  tracks: readonly TrackProps[]
  summary: string
}

const List = styled.ol`
  ${unstyledListLook}
`

const Row = styled.li`
  display: grid;
  grid-template-columns: 2ch 1fr auto;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid
    ${({ theme }) => theme.colors.border};
`

const Position = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: end;
`

const Title = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[2]};
`

const Length = styled.time`
  font-variant-numeric: tabular-nums;
`

const Summary = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Tracklist = ({ tracks, summary }: TracklistProps) => {
  const strings = useStrings()
  return (
    <>
      <List>
        {tracks.map(track => (
          <Row key={track.position}>
            <Position>{track.position}</Position>
            <Title>
              <span>{track.title}</span>
              {track.featuring ? (
                <Muted as="span">{track.featuring}</Muted>
              ) : null}
              {track.lyrics ? (
                <a
                  href={`#${lyricsAnchor(track.position)}`}
                  aria-label={strings.music.lyricsOf(track.title)}
                >
                  {strings.music.lyricsLink}
                </a>
              ) : null}
            </Title>
            <Length dateTime={track.isoDuration}>{track.duration}</Length>
          </Row>
        ))}
      </List>
      <Summary>{summary}</Summary>
    </>
  )
}

export default Tracklist
