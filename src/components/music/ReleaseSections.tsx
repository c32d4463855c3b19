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

/** Nothing here reacts to the visitor, so the page renders it as a static part. */
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
