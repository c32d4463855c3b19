import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import type { ReleaseProps } from "../../lib/props/toReleaseProps"
import { imageSizes } from "../../styles/imageSizes"
import BackLink from "../ui/BackLink"
import Eyebrow from "../ui/Eyebrow"
import CoverSquare from "./CoverSquare"
import CreditList from "./CreditList"
import ReleaseDaySlot from "./ReleaseDaySlot"
import TrackLyrics from "./TrackLyrics"
import Tracklist from "./Tracklist"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"
import PagePart from "../ui/PagePart"
import * as headings from "../ui/pageHeading.module.css"
import * as styles from "./ReleaseDetails.module.css"

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
      <div className={styles.top}>
        <CoverSquare
          className={styles.art}
          gradient={release.gradient}
          cover={release.cover}
          coverAlt={release.coverAlt}
          sizes={imageSizes.releasePageCover}
          loading="eager"
        />
        <div className={styles.info}>
          <Eyebrow>{release.kindLabel}</Eyebrow>
          <h1 className={headings.pageHeading}>{release.title}</h1>
          <p className={styles.description}>{release.description}</p>
          <ReleaseDaySlot
            comingSoon={release.comingSoon}
            releaseDate={release.releaseDate}
            dateLabel={release.dateLabel}
            links={release.links}
            presaveUrl={release.presaveUrl}
            builtAt={builtAt}
            signup={signup}
          />
        </div>
      </div>
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
