import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import type { TrackProps } from "../../lib/props/toReleaseProps"
import { lyricsAnchor } from "../../lib/urls"
import * as styles from "./Tracklist.module.css"

export type TracklistProps = {
  tracks: readonly TrackProps[]
  /** "5 tracks · 18:42 in all" */
  summary: string
}

/** The tracks in order, each with its length, a link to its lyrics, and the total. */
const Tracklist = ({ tracks, summary }: TracklistProps) => {
  const strings = useStrings()
  return (
    <>
      <ol className={styles.list}>
        {tracks.map(track => (
          <li key={track.position} className={styles.row}>
            <span className={styles.position}>{track.position}</span>
            <span className={styles.title}>
              <span>{track.title}</span>
              {track.featuring ? (
                <span className={styles.muted}>{track.featuring}</span>
              ) : null}
              {track.lyrics ? (
                <a
                  href={`#${lyricsAnchor(track.position)}`}
                  aria-label={strings.music.lyricsOf(track.title)}
                >
                  {strings.music.lyricsLink}
                </a>
              ) : null}
            </span>
            <time className={styles.length} dateTime={track.isoDuration}>
              {track.duration}
            </time>
          </li>
        ))}
      </ol>
      <p className={styles.summary}>{summary}</p>
    </>
  )
}

export default Tracklist
