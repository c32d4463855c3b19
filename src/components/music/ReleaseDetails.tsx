import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { ReleaseProps } from "../../lib/props/toReleaseProps"
import { mq } from "../../styles/media"
import { imageSizes } from "../../styles/imageSizes"
import Eyebrow from "../ui/Eyebrow"
import Link from "../ui/Link"
import ResponsiveImage from "../ui/ResponsiveImage"
import CreditList from "./CreditList"
import ReleaseDaySlot from "./ReleaseDaySlot"
import TrackLyrics from "./TrackLyrics"
import Tracklist from "./Tracklist"

export type ReleaseDetailsProps = {
  release: ReleaseProps
  /** When the page was built, in milliseconds: whether the release is out yet. */
  builtAt: number
}

const Back = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => `${theme.space[4]} ${theme.space[7]}`};

  ${mq.md} {
    grid-template-columns: 2fr 3fr;
    align-items: start;
  }
`

const Art = styled.div<{ $gradient: readonly string[] }>`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${({ $gradient }) => $gradient.join(", ")}
  );
`

const Cover = styled(ResponsiveImage)`
  height: 100%;
`

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-transform: uppercase;
`

const Description = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-block: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) =>
    `${theme.borderWidths.hairline} solid ${theme.colors.border}`};
`

const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

/** One titled part of the page: tracklist, lyrics, credits. */
const Part = ({
  name,
  heading,
  children,
}: {
  name: string
  heading: string
  children: React.ReactNode
}) => (
  <Section aria-labelledby={`release-section-${name}`}>
    <SectionHeading id={`release-section-${name}`}>{heading}</SectionHeading>
    {children}
  </Section>
)

/**
 * Everything about one release: its cover, where to hear it (or when it comes out), its
 * tracks, the words of its songs (with a translation for readers of the other language)
 * and who made it.
 */
const ReleaseDetails = ({ release, builtAt }: ReleaseDetailsProps) => {
  const strings = useStrings()
  const withLyrics = release.tracks.flatMap(track =>
    track.lyrics ? [{ ...track, lyrics: track.lyrics }] : [],
  )
  return (
    <>
      <Back to="/music/">
        <span aria-hidden="true">← </span>
        {strings.music.back}
      </Back>
      <Top>
        <Art $gradient={release.gradient}>
          {release.cover ? (
            <Cover
              image={release.cover}
              alt={release.coverAlt}
              sizes={imageSizes.releasePageCover}
              loading="eager"
            />
          ) : null}
        </Art>
        <Info>
          <Eyebrow>{release.kindLabel}</Eyebrow>
          <Heading>{release.title}</Heading>
          <Description>{release.description}</Description>
          <ReleaseDaySlot
            comingSoon={release.comingSoon}
            releaseDate={release.releaseDate}
            dateLabel={release.dateLabel}
            links={release.links}
            presaveUrl={release.presaveUrl}
            builtAt={builtAt}
          />
        </Info>
      </Top>
      {release.summary ? (
        <Part name="tracks" heading={strings.music.tracklistHeading}>
          <Tracklist tracks={release.tracks} summary={release.summary} />
        </Part>
      ) : null}
      {withLyrics.length > 0 ? (
        <Part name="lyrics" heading={strings.music.lyricsHeading}>
          {withLyrics.map(track => (
            <TrackLyrics
              key={track.position}
              position={track.position}
              title={track.title}
              lyrics={track.lyrics}
            />
          ))}
        </Part>
      ) : null}
      {release.credits.length > 0 ? (
        <Part name="credits" heading={strings.music.creditsHeading}>
          <CreditList credits={release.credits} />
        </Part>
      ) : null}
    </>
  )
}

export default ReleaseDetails
