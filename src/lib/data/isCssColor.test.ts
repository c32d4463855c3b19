import { isCssColor } from "./isCssColor"

describe("isCssColor", () => {
  it.each([
    "#ff2e88",
    "#F83",
    "#ff2e8880",
    "rebeccapurple",
    "HotPink",
    "rgb(255, 46, 136)",
    "rgba(255, 46, 136, 0.5)",
    "rgb(255 46 136 / 50%)",
    "hsl(330, 100%, 59%)",
    "hsl(330deg 100% 59% / 0.8)",
    "transparent",
  ])("accepts %s", color => {
    expect(isCssColor(color)).toBe(true)
  })

  it.each([
    "ff2e88",
    "#ff2e8",
    "#gg0000",
    "pinkish",
    "rgb(255, 46)",
    "hsl(330, 100, 59)",
    "currentcolor",
    "",
    "red; background: url(x)",
  ])("refuses %s", color => {
    expect(isCssColor(color)).toBe(false)
  })
})
