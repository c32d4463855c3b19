import { closestName, nearestNamesText } from "./closestName"

describe("closestName", () => {
  it("names the known name a typo is close to, and none for a stranger", () => {
    expect(closestName("luz-de-neom", ["corazon-electrico", "luz-de-neon"])).toBe(
      "luz-de-neon",
    )
    expect(closestName("phone", ["fans", "media", "formEndpoint"])).toBeNull()
  })
})

describe("nearestNamesText", () => {
  it("lists a few names whole, the nearest first", () => {
    expect(nearestNamesText("fuego", ["corazon-electrico", "fuego-lento"])).toBe(
      '"fuego-lento", "corazon-electrico"',
    )
  })

  it("names only the three nearest of a career's slugs, and how many there are", () => {
    const slugs = Array.from(
      { length: 1500 },
      (_, index) => `los-angeles-${1000 + index}`,
    )
    const text = nearestNamesText("los-angeles-1009x", slugs)
    expect(text).toBe(
      '"los-angeles-1009", "los-angeles-1000", "los-angeles-1001" (the nearest 3 of 1500)',
    )
    expect(text.length).toBeLessThan(120)
  })
})
