import { coverImage } from "../../test/fixtures"
import { toReleaseCardProps } from "./toReleaseCardProps"

const released: Queries.ReleaseFieldsFragment = {
  slug: "luz-de-neon",
  title: "Luz de Neón",
  kind: "single",
  releaseDate: "2026-03-14",
  releaseYear: "2026",
  description: "The debut single.",
  gradient: ["#ff2e88", "#ff9a3c"],
  comingSoon: false,
  coverAlt: "A pink neon circle",
  spotifyUrl: "https://open.spotify.com/track/1",
  appleMusicUrl: "https://music.apple.com/us/album/1",
  production: null,
  platforms: null,
  tracks: null,
  cover: {
    publicURL: "/static/luz-de-neon.jpg",
    childImageSharp: { gatsbyImageData: coverImage },
  },
}

describe("toReleaseCardProps", () => {
  it("maps a released record with its cover, year and both streaming links", () => {
    expect(toReleaseCardProps(released)).toEqual({
      slug: "luz-de-neon",
      title: "Luz de Neón",
      kind: "single",
      year: "2026",
      description: "The debut single.",
      gradient: ["#ff2e88", "#ff9a3c"],
      cover: coverImage,
      coverAlt: "A pink neon circle",
      links: {
        spotify: "https://open.spotify.com/track/1",
        appleMusic: "https://music.apple.com/us/album/1",
      },
      comingSoon: false,
      releaseDate: "2026-03-14",
    })
  })

  it("gives a coming-soon record no cover and no links, whatever the file holds", () => {
    const props = toReleaseCardProps({
      ...released,
      comingSoon: true,
      releaseDate: null,
      releaseYear: null,
    })
    expect(props.cover).toBeNull()
    expect(props.links).toBeNull()
    expect(props.year).toBeNull()
    expect(props.comingSoon).toBe(true)
  })

  it("shows no links when one streaming URL is missing", () => {
    expect(
      toReleaseCardProps({ ...released, appleMusicUrl: null }).links,
    ).toBeNull()
  })
})
