import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { ReleaseProps } from "../../lib/props/toReleaseProps"
import { imageSizes } from "../../styles/imageSizes"
import { media } from "../../styles/media"
import BackLink from "../ui/BackLink"
import Eyebrow from "../ui/Eyebrow"
import CoverSquare from "./CoverSquare"
import CreditList from "./CreditList"
import ReleaseDaySlot from "./ReleaseDaySlot"
import TrackLyrics from "./TrackLyrics"
import Tracklist from "./Tracklist"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"
import { pageHeadingLook } from "../ui/looks"
import PagePart from "../ui/PagePart"

export type ReleaseDetailsProps = {
  release: ReleaseProps
  /**
   * The clock the page was built with, in milliseconds (its page clock,
   * releasePageClock): whether the release is out yet.
   */
  builtAt: number
  /** The mailing list's sign-up, tagged for this release, while it is not out. */
  signup?: SignupFormFields
}

/*
 * styles/imageSizes.ts (releasePageCover) works out the cover's `sizes` from these
 * columns and this gap: change them together.
 */
const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[7]};

  ${media.md} {
    grid-template-columns: 2fr 3fr;
    align-items: start;
  }
`

const Art = styled(CoverSquare)`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const Heading = styled.h1`
  ${pageHeadingLook}
`

const Description = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/**
 * Everything about one release: its cover, where to hear it (or when it comes out), its
 * tracks, the words of its songs (with a translation for readers of the other language)
 * and who made it.
 */
const ReleaseDetails = ({ release, builtAt, signup }: ReleaseDetailsProps) => {
  const strings = useStrings()
  const withLyrics = release.tracks.flatMap(track =>
    track.lyrics ? [{ ...track, lyrics: track.lyrics }] : [],
  )
  return (
    <>
      <BackLink to="/music/">{strings.music.back}</BackLink>
      <Top>
        <Art
          gradient={release.gradient}
          cover={release.cover}
          coverAlt={release.coverAlt}
          sizes={imageSizes.releasePageCover}
          loading="eager"
        />
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
            signup={signup}
          />
        </Info>
      </Top>
      {release.summary ? (
        <PagePart heading={strings.music.tracklistHeading}>
          <Tracklist tracks={release.tracks} summary={release.summary} />
        </PagePart>
      ) : null}
      {withLyrics.length > 0 ? (
        <PagePart heading={strings.music.lyricsHeading}>
          {withLyrics.map(track => (
            <TrackLyrics
              key={track.position}
              position={track.position}
              title={track.title}
              lyrics={track.lyrics}
            />
          ))}
        </PagePart>
      ) : null}
      {release.credits.length > 0 ? (
        <PagePart heading={strings.music.creditsHeading}>
          <CreditList credits={release.credits} />
        </PagePart>
      ) : null}
    </>
  )
}

export default ReleaseDetails
