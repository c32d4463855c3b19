import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import type { ReleaseProps } from "../../lib/props/toReleaseProps"
import PagePart from "../ui/PagePart"
import CreditList from "./CreditList"
import TrackLyrics from "./TrackLyrics"
import Tracklist from "./Tracklist"

export type ReleaseSectionsProps = {
  release: Pick<ReleaseProps, "tracks" | "summary" | "credits">
}

/**
 * The parts of a release's page below its top (ReleaseDetails): its tracks, the words of
 * its songs (with a translation for readers of the other language) and who made it.
 * Nothing in them reacts to the visitor, so the page renders them as a static part.
 */
const ReleaseSections = ({ release }: ReleaseSectionsProps) => {
  const strings = useStrings()
  const withLyrics = release.tracks.flatMap(track =>
    track.lyrics ? [{ ...track, lyrics: track.lyrics }] : [],
  )
  return (
    <>
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

export default ReleaseSections
