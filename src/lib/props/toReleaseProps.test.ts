import { en } from "../../strings/en"
import { es } from "../../strings/es"
import { coverImage } from "../../test/fixtures"
import { releasePageParts, toReleaseProps, versesOf } from "./toReleaseProps"

const release: Queries.ReleasePageFieldsFragment = {
  slug: "corazon-electrico",
  title: "Corazón Eléctrico",
  kind: "ep",
  production: null,
  releaseDate: "2026-08-21",
  // What the build writes in English (src/gatsbyNode/dataLayer/builtText.test.ts).
  releaseYear: "2026",
  releaseDateText: "Friday, August 21, 2026",
  description: "Five songs.",
  gradient: ["#7b2ff7", "#f107a3"],
  comingSoon: false,
  coverAlt: "An electric-blue heart",
  spotifyUrl: "https://open.spotify.com/album/2",
  appleMusicUrl: "https://music.apple.com/us/album/2",
  presaveUrl: null,
  // Not in the schema's order: the page keeps the file's.
  platforms: [
    { platform: "bandcamp", url: "https://novareyes.bandcamp.com/album/2" },
    { platform: "deezer", url: "https://www.deezer.com/album/2" },
  ],
  tracks: [
    {
      title: "Corazón Eléctrico",
      duration: "3:38",
      featuringText: null,
      isrc: "USNR12600003",
      lyricsLanguage: "es",
      lyrics: "Me diste un beso\nse fue la luz\n\nCorazón eléctrico\n",
      translation: "You kissed me\nthe lights went out\n\nElectric heart",
    },
    {
      title: "Vuelve",
      duration: "4:20",
      featuringText: "DJ Alba and Los Hermanos Soto",
      isrc: null,
      lyricsLanguage: null,
      lyrics: null,
      translation: null,
    },
  ],
  credits: {
    writtenByText: "Nova Reyes, Mateo Cruz, and Luna Vega",
    producedByText: "Mateo Cruz",
    label: "Independent",
    more: [{ role: "Mixed by", namesText: "Ana Beltrán" }],
  },
  cover: {
    publicURL: "/static/corazon.jpg",
    childImageSharp: { gatsbyImageData: coverImage },
  },
}

const inEnglish = { language: "en" as const, strings: en }
const inSpanish = { language: "es" as const, strings: es }

describe("toReleaseProps", () => {
  it("lists Spotify and Apple Music first, then the other services in data order", () => {
    expect(toReleaseProps(release, inEnglish).links).toEqual([
      { platform: "spotify", url: "https://open.spotify.com/album/2" },
      { platform: "appleMusic", url: "https://music.apple.com/us/album/2" },
      { platform: "bandcamp", url: "https://novareyes.bandcamp.com/album/2" },
      { platform: "deezer", url: "https://www.deezer.com/album/2" },
    ])
    expect(
      toReleaseProps({ ...release, comingSoon: true }, inEnglish).links,
    ).toEqual([])
  })

  it("numbers the tracks, writes their lengths both ways, and totals them", () => {
    const props = toReleaseProps(release, inEnglish)
    expect(props.tracks.map(track => track.position)).toEqual([1, 2])
    expect(props.tracks[1]).toMatchObject({
      title: "Vuelve",
      featuring: "feat. DJ Alba and Los Hermanos Soto",
      duration: "4:20",
      isoDuration: "PT4M20S",
    })
    expect(props.summary).toBe("2 tracks · 7:58 in all")
    expect(toReleaseProps(release, inSpanish).summary).toBe(
      "2 canciones · 7:58 en total",
    )
    expect(
      toReleaseProps({ ...release, tracks: null }, inEnglish).summary,
    ).toBe(null)
  })

  it("gives English readers the Spanish lyrics with their translation beside them", () => {
    const lyrics = toReleaseProps(release, inEnglish).tracks[0]?.lyrics
    expect(lyrics).toEqual({
      original: {
        language: "es",
        label: "Original (Spanish)",
        verses: [["Me diste un beso", "se fue la luz"], ["Corazón eléctrico"]],
      },
      translation: {
        language: "en",
        label: "Translation (English)",
        verses: [["You kissed me", "the lights went out"], ["Electric heart"]],
      },
    })
    expect(toReleaseProps(release, inEnglish).tracks[1]?.lyrics).toBeNull()
  })

  it("gives Spanish readers the Spanish original alone", () => {
    expect(toReleaseProps(release, inSpanish).tracks[0]?.lyrics).toEqual({
      original: {
        language: "es",
        label: null,
        verses: [["Me diste un beso", "se fue la luz"], ["Corazón eléctrico"]],
      },
      translation: null,
    })
  })

  it("writes the credits in order, with the names as the build joined them, the label last", () => {
    expect(toReleaseProps(release, inEnglish).credits).toEqual([
      { role: "Written by", names: "Nova Reyes, Mateo Cruz, and Luna Vega" },
      { role: "Produced by", names: "Mateo Cruz" },
      { role: "Mixed by", names: "Ana Beltrán" },
      { role: "Label", names: "Independent" },
    ])
    expect(toReleaseProps(release, inSpanish).credits[0]?.role).toBe(
      "Escrito por",
    )
  })

  it("shows the release day as the build wrote it", () => {
    expect(toReleaseProps(release, inEnglish).dateLabel).toBe(
      "Friday, August 21, 2026",
    )
    expect(
      toReleaseProps({ ...release, releaseDateText: null }, inEnglish)
        .dateLabel,
    ).toBeNull()
  })
})

describe("releasePageParts", () => {
  const out = { strings: en, today: "2026-09-01" }

  it("names what the page holds as English writes a list, the serial comma included", () => {
    expect(releasePageParts(toReleaseProps(release, inEnglish), out)).toBe(
      "tracklist, lyrics, credits, and where to listen",
    )
    const bare = toReleaseProps({ ...release, credits: null }, inEnglish)
    expect(
      releasePageParts(
        {
          ...bare,
          tracks: bare.tracks.map(track => ({ ...track, lyrics: null })),
        },
        out,
      ),
    ).toBe("tracklist and where to listen")
  })

  it("writes the Spanish list without the serial comma", () => {
    expect(
      releasePageParts(toReleaseProps(release, inSpanish), {
        ...out,
        strings: es,
      }),
    ).toBe("canciones, letras, créditos y dónde escucharlo")
  })

  it("says when it comes out before release day, instead of where to listen", () => {
    expect(
      releasePageParts(
        { ...toReleaseProps(release, inEnglish), tracks: [], credits: [] },
        { strings: en, today: "2026-08-01" },
      ),
    ).toBe("when it comes out")
  })
})

describe("versesOf", () => {
  it("splits verses on blank lines and lines on line breaks, dropping stray blanks", () => {
    expect(versesOf("\n  one\ntwo  \n \n\nthree\r\n")).toEqual([
      ["one", "two"],
      ["three"],
    ])
  })
})
