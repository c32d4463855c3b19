import { en } from "../../strings/en"
import { toFooterLinks } from "./toFooterLinks"

const streaming = {
  spotifyUrl: "https://open.spotify.com/artist/x",
  appleMusicUrl: "https://music.apple.com/us/artist/x/1",
}

describe("toFooterLinks", () => {
  it("puts the streaming profiles first, then every social profile", () => {
    const links = toFooterLinks(
      {
        streaming,
        socials: [
          {
            platform: "instagram",
            label: "Instagram",
            url: "https://instagram.com/x",
          },
          {
            platform: "youtube",
            label: "YouTube",
            url: "https://youtube.com/@x",
          },
        ],
      },
      en,
    )
    expect(links).toEqual([
      { icon: "spotify", label: "Spotify", url: streaming.spotifyUrl },
      {
        icon: "appleMusic",
        label: "Apple Music",
        url: streaming.appleMusicUrl,
      },
      {
        icon: "instagram",
        label: "Instagram",
        url: "https://instagram.com/x",
      },
      { icon: "youtube", label: "YouTube", url: "https://youtube.com/@x" },
    ])
  })

  it("names the file and field when a platform has no icon", () => {
    expect(() =>
      toFooterLinks(
        {
          streaming,
          socials: [
            { platform: "myspace", label: "Myspace", url: "https://x" },
          ],
        },
        en,
      ),
    ).toThrow(
      'data/site.json › socials › platform: expected one of instagram, tiktok, youtube, found "myspace"',
    )
  })
})
