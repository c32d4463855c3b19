import { toReleaseFacts } from "./toStructuredFacts"

const release = {
  slug: "fuego-lento",
  title: "Fuego Lento",
  kind: "album" as const,
  production: "live" as const,
  releaseDate: "2027-03-05",
  description: "The first album.",
  comingSoon: false,
  spotifyUrl: "https://open.spotify.com/album/3",
  appleMusicUrl: "https://music.apple.com/us/album/3",
  platforms: [{ platform: "tidal" as const, url: "https://tidal.com/album/3" }],
  tracks: [
    { title: "Fuego Lento", duration: "4:05", isrc: "USNR12700001" },
    { title: "Bolero 3 AM", duration: "3:30", isrc: null },
  ],
  cover: { publicURL: "/static/fuego.jpg" },
}

const context = {
  siteUrl: "https://novareyes.example",
  language: "es" as const,
}

describe("toReleaseFacts", () => {
  it("places a release at its own page in the page's language, with its cover", () => {
    const [facts] = toReleaseFacts([release], {
      ...context,
      today: "2027-03-05",
    })
    expect(facts).toMatchObject({
      url: "https://novareyes.example/es/music/fuego-lento/",
      image: "https://novareyes.example/static/fuego.jpg",
      production: "live",
      releaseDate: "2027-03-05",
      numTracks: 2,
    })
    expect(facts).not.toHaveProperty("tracks")
  })

  it("names its services from release day on, by the clock it is given", () => {
    const sameAs = (today: string) =>
      toReleaseFacts([release], { ...context, today })[0]?.sameAs
    expect(sameAs("2027-03-04")).toEqual([])
    expect(sameAs("2027-03-05")).toEqual([
      "https://open.spotify.com/album/3",
      "https://music.apple.com/us/album/3",
      "https://tidal.com/album/3",
    ])
    expect(
      toReleaseFacts([{ ...release, comingSoon: true }], {
        ...context,
        today: "2028-01-01",
      })[0]?.sameAs,
    ).toEqual([])
  })

  it("gives every track with its ISO 8601 length and position on the release's page", () => {
    const [facts] = toReleaseFacts(
      [release],
      { ...context, today: "2027-03-05" },
      true,
    )
    expect(facts?.tracks).toEqual([
      {
        name: "Fuego Lento",
        duration: "PT4M5S",
        position: 1,
        isrc: "USNR12700001",
      },
      { name: "Bolero 3 AM", duration: "PT3M30S", position: 2, isrc: null },
    ])
  })
})
