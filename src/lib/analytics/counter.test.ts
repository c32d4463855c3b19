import { counterOf } from "./analyticsServices"
import { mayCount, propsOf } from "./counter"

const counter = counterOf(
  { service: "plausible", domain: "novareyes.example" },
  "https://novareyes.example",
)!
const live = { hostname: "novareyes.example", pathname: "/tour/" }

describe("mayCount", () => {
  it("counts on the live site when the visitor sends no signal", () => {
    expect(mayCount(counter, live, {})).toBe(true)
    expect(mayCount(counter, live, { doNotTrack: "0" })).toBe(true)
  })

  it("sends nothing under Global Privacy Control or Do Not Track", () => {
    expect(mayCount(counter, live, { globalPrivacyControl: true })).toBe(false)
    expect(mayCount(counter, live, { doNotTrack: "1" })).toBe(false)
  })

  it("sends nothing from another host (a preview, localhost) or from the editor", () => {
    for (const hostname of ["localhost", "deploy-preview-3--nova.netlify.app"])
      expect(mayCount(counter, { ...live, hostname }, {})).toBe(false)
    expect(mayCount(counter, { ...live, pathname: "/admin/" }, {})).toBe(false)
  })
})

describe("propsOf", () => {
  it("reads an event's properties from its data-count- attributes", () => {
    const link = document.createElement("a")
    link.dataset.count = "Stream"
    link.dataset.countPlatform = "spotify"
    link.dataset.countRelease = "luz-de-neon"
    link.dataset.other = "x"
    expect(propsOf(link.dataset)).toEqual({
      platform: "spotify",
      release: "luz-de-neon",
    })
  })
})
