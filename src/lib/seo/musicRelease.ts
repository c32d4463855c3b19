/**
 * A release as schema.org structured data. Apart from the other builders (jsonLd.ts),
 * which every page's head carries, so only the pages that describe releases carry it.
 */
import type { AlbumProduction, ReleaseKind } from "../data/dataSchema"
import { artistRef, SCHEMA, type Artist, type Thing } from "./jsonLd"

export type TrackFacts = {
  name: string
  /** ISO 8601, "PT3M25S". */
  duration: string
  position: number
  isrc: string | null
}

export type ReleaseFacts = {
  title: string
  kind: ReleaseKind
  /** How an EP or album was made; studio when data leaves it out. */
  production: AlbumProduction | null
  /** The release day, when known. */
  releaseDate: string | null
  description: string
  /** Absolute URLs: the cover, the release's own page, and (once out) its services. */
  image: string | null
  url: string
  sameAs: readonly string[]
  numTracks: number
  /** Every track, on the release's own page; left out of the music page's list. */
  tracks?: readonly TrackFacts[]
}

const albumReleaseType = {
  single: "SingleRelease",
  ep: "EPRelease",
  album: "AlbumRelease",
} as const

/** schema.org's name for how an album was made: "live" -> "LiveAlbum". */
const albumProductionType = (production: AlbumProduction) =>
  `${production.charAt(0).toUpperCase()}${production.slice(1)}Album`

const recording = (track: TrackFacts): Thing => ({
  "@type": "MusicRecording",
  name: track.name,
  duration: track.duration,
  position: track.position,
  ...(track.isrc ? { isrcCode: track.isrc } : {}),
})

/**
 * A single of one track as a MusicRecording (its length and ISRC from that track); a
 * single with a B-side, an EP or an album as a MusicAlbum of its release type with its
 * tracks. Decided by the number of tracks, which the music page's list knows too, and
 * identified by the release's own page, so the list and the release's page describe one
 * work alike.
 */
export const musicRelease = (
  release: ReleaseFacts,
  artist: Pick<Artist, "name" | "url">,
): Thing => {
  const [first] = release.tracks ?? []
  return {
    "@context": SCHEMA,
    ...(release.kind === "single" && release.numTracks <= 1
      ? {
          "@type": "MusicRecording",
          ...(first
            ? {
                duration: first.duration,
                ...(first.isrc ? { isrcCode: first.isrc } : {}),
              }
            : {}),
        }
      : {
          "@type": "MusicAlbum",
          albumReleaseType: `${SCHEMA}/${albumReleaseType[release.kind]}`,
          albumProductionType: `${SCHEMA}/${albumProductionType(release.production ?? "studio")}`,
          ...(release.numTracks > 0 ? { numTracks: release.numTracks } : {}),
          ...(release.tracks && release.tracks.length > 0
            ? { track: release.tracks.map(recording) }
            : {}),
        }),
    "@id": `${release.url}#release`,
    name: release.title,
    description: release.description,
    byArtist: artistRef(artist),
    ...(release.releaseDate ? { datePublished: release.releaseDate } : {}),
    ...(release.image ? { image: release.image } : {}),
    url: release.url,
    ...(release.sameAs.length > 0 ? { sameAs: [...release.sameAs] } : {}),
  }
}
