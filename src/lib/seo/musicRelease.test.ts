import { artist } from "../../test/fixtures"
import { musicRelease, type ReleaseFacts } from "./musicRelease"

describe("musicRelease", () => {
  const release: ReleaseFacts = {
    title: "Luz de Neón",
    kind: "single",
    production: null,
    releaseDate: "2026-03-14",
    description: "The debut single.",
    image: "https://novareyes.example/static/cover.jpg",
    url: "https://novareyes.example/music/luz-de-neon/",
    sameAs: ["https://open.spotify.com/track/1"],
    numTracks: 2,
    tracks: [
      {
        name: "Luz de Neón",
        duration: "PT3M24S",
        position: 1,
        isrc: "USNR12600001",
      },
      {
        name: "Luz de Neón (Acústica)",
        duration: "PT3M41S",
        position: 2,
        isrc: null,
      },
    ],
  }

  const [aSide] = release.tracks ?? []
  const oneTrackSingle: ReleaseFacts = {
    ...release,
    numTracks: 1,
    tracks: aSide ? [aSide] : [],
  }

  it("describes a single of one track as a MusicRecording by the artist, at its own page", () => {
    const data = musicRelease(oneTrackSingle, artist)
    expect(data).toMatchObject({
      "@type": "MusicRecording",
      "@id": "https://novareyes.example/music/luz-de-neon/#release",
      name: "Luz de Neón",
      byArtist: {
        "@type": "MusicGroup",
        "@id": "https://novareyes.example/#artist",
        name: "Nova Reyes",
      },
      datePublished: "2026-03-14",
      image: "https://novareyes.example/static/cover.jpg",
      url: "https://novareyes.example/music/luz-de-neon/",
      sameAs: ["https://open.spotify.com/track/1"],
      duration: "PT3M24S",
      isrcCode: "USNR12600001",
    })
    // An album's properties do not apply to a recording.
    expect(data).not.toHaveProperty("numTracks")
    expect(data).not.toHaveProperty("track")
  })

  it("describes a single with a B-side as a MusicAlbum of the single release type, with both tracks", () => {
    const data = musicRelease(release, artist)
    expect(data).toMatchObject({
      "@type": "MusicAlbum",
      "@id": "https://novareyes.example/music/luz-de-neon/#release",
      albumReleaseType: "https://schema.org/SingleRelease",
      numTracks: 2,
      track: [
        { "@type": "MusicRecording", name: "Luz de Neón", position: 1 },
        {
          "@type": "MusicRecording",
          name: "Luz de Neón (Acústica)",
          position: 2,
        },
      ],
    })
    expect(data).not.toHaveProperty("duration")
    // The music page's list, without the tracks, names the same type.
    expect(
      musicRelease({ ...release, tracks: undefined }, artist),
    ).toMatchObject({ "@type": "MusicAlbum", numTracks: 2 })
    expect(
      musicRelease({ ...oneTrackSingle, tracks: undefined }, artist),
    ).toMatchObject({ "@type": "MusicRecording" })
  })

  it("describes an EP as a MusicAlbum with its release and production types and its tracks", () => {
    expect(musicRelease({ ...release, kind: "ep" }, artist)).toMatchObject({
      "@type": "MusicAlbum",
      albumReleaseType: "https://schema.org/EPRelease",
      albumProductionType: "https://schema.org/StudioAlbum",
      byArtist: { name: "Nova Reyes" },
      datePublished: "2026-03-14",
      numTracks: 2,
      track: [
        {
          "@type": "MusicRecording",
          name: "Luz de Neón",
          duration: "PT3M24S",
          position: 1,
          isrcCode: "USNR12600001",
        },
        {
          "@type": "MusicRecording",
          name: "Luz de Neón (Acústica)",
          duration: "PT3M41S",
          position: 2,
        },
      ],
    })
    expect(
      musicRelease({ ...release, kind: "album", production: "live" }, artist),
    ).toMatchObject({
      albumReleaseType: "https://schema.org/AlbumRelease",
      albumProductionType: "https://schema.org/LiveAlbum",
    })
  })

  it("leaves out what a coming release does not have yet: services, a day, a cover", () => {
    const data = musicRelease(
      {
        ...release,
        kind: "album",
        sameAs: [],
        releaseDate: null,
        image: null,
        numTracks: 0,
        tracks: [],
      },
      artist,
    )
    for (const property of [
      "sameAs",
      "datePublished",
      "image",
      "numTracks",
      "track",
    ]) {
      expect(data).not.toHaveProperty(property)
    }
  })
})
