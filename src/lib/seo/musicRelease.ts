// Apart from jsonLd.ts, which every page's head carries, so only the pages about releases carry it.
import type { AlbumProduction, ReleaseKind } from "../data/dataSchema"
import { artistRef, SCHEMA, type Artist, type Thing } from "./jsonLd"

export type TrackFacts = {
  name: string
  duration: string
  position: number
  isrc: string | null
}

export type ReleaseFacts = {
  title: string
  kind: ReleaseKind
  production: AlbumProduction | null
  releaseDate: string | null
  description: string
  image: string | null
  url: string
  sameAs: readonly string[]
  numTracks: number
  tracks?: readonly TrackFacts[]
}

const albumReleaseType = {
  single: "SingleRelease",
  ep: "EPRelease",
  album: "AlbumRelease",
} as const

const albumProductionType = (production: AlbumProduction) =>
  `${production.charAt(0).toUpperCase()}${production.slice(1)}Album`

const recording = (track: TrackFacts): Thing => ({
  "@type": "MusicRecording",
  name: track.name,
  duration: track.duration,
  position: track.position,
  ...(track.isrc ? { isrcCode: track.isrc } : {}),
})

/** Decided by the number of tracks and identified by its page, so the music list and that page agree. */
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
