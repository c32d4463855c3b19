import * as React from "react"
import styled from "styled-components"

import type { LyricsText, TrackProps } from "../../lib/props/toReleaseProps"
import { lyricsAnchor } from "../../lib/urls"
import { media } from "../../styles/media"
import SectionHeading from "../ui/SectionHeading"

export type TrackLyricsProps = Pick<TrackProps, "position" | "title"> & {
  lyrics: NonNullable<TrackProps["lyrics"]>
}

const Song = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  scroll-margin-top: calc(${({ theme }) => theme.sizes.header} + 1rem);
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${media.md} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`

const Text = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.prose};
`

const Verses = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const Label = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

/** The words in their own language; the label above them is in the page's. */
const Words = ({ text }: { text: LyricsText }) => (
  <Text>
    {text.label ? <Label>{text.label}</Label> : null}
    <Verses lang={text.language}>
      {text.verses.map((verse, index) => (
        <p key={index}>
          {verse.map((line, lineIndex) => (
            <React.Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </React.Fragment>
          ))}
        </p>
      ))}
    </Verses>
  </Text>
)

/** The tracklist links here by its anchor. */
const TrackLyrics = ({ position, title, lyrics }: TrackLyricsProps) => (
  <Song id={lyricsAnchor(position)}>
    <SectionHeading as="h3">{title}</SectionHeading>
    <Columns>
      <Words text={lyrics.original} />
      {lyrics.translation ? <Words text={lyrics.translation} /> : null}
    </Columns>
  </Song>
)

export default TrackLyrics
