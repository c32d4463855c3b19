import { youtubeSubscribeUrl } from "./urls"

describe("youtubeSubscribeUrl", () => {
  it("adds YouTube's subscribe prompt to the artist's channel", () => {
    expect(
      youtubeSubscribeUrl([
        { platform: "instagram", url: "https://www.instagram.com/nova" },
        { platform: "youtube", url: "https://www.youtube.com/@nova" },
      ]),
    ).toBe("https://www.youtube.com/@nova?sub_confirmation=1")
  })

  it("keeps a channel link's own query", () => {
    expect(
      youtubeSubscribeUrl([
        {
          platform: "youtube",
          url: "https://www.youtube.com/channel/UC1?si=x",
        },
      ]),
    ).toBe("https://www.youtube.com/channel/UC1?si=x&sub_confirmation=1")
  })

  it("gives nothing without a channel", () => {
    expect(youtubeSubscribeUrl([])).toBeUndefined()
  })
})
