import * as React from "react"

import type { LyricsText, TrackProps } from "../../lib/props/toReleaseProps"
import { lyricsAnchor } from "../../lib/urls"
import * as headings from "../ui/sectionHeading.module.css"
import * as styles from "./TrackLyrics.module.css"

export type TrackLyricsProps = Pick<TrackProps, "position" | "title"> & {
  lyrics: NonNullable<TrackProps["lyrics"]>
}

/** The words in their own language; the label above them is in the page's. */
const Words = ({ text }: { text: LyricsText }) => (
  <div className={styles.text}>
    {text.label ? <p className={styles.label}>{text.label}</p> : null}
    <div className={styles.verses} lang={text.language}>
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
    </div>
  </div>
)

/**
 * One song's words as sung, with the translation beside them where the page has one,
 * under the song's title (the tracklist links here by its anchor).
 */
const TrackLyrics = ({ position, title, lyrics }: TrackLyricsProps) => (
  <div className={styles.song} id={lyricsAnchor(position)}>
    <h3 className={headings.sectionHeading}>{title}</h3>
    <div className={styles.columns}>
      <Words text={lyrics.original} />
      {lyrics.translation ? <Words text={lyrics.translation} /> : null}
    </div>
  </div>
)

export default TrackLyrics
