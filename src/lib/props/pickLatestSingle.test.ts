import { pickLatestSingle } from "./pickLatestSingle"

const ep = {
  title: "Corazón Eléctrico",
  kind: "ep",
  description: "Five songs.",
  comingSoon: false,
  releaseDate: "2026-08-21",
}
const single = {
  title: "Luz de Neón",
  kind: "single",
  description: "The debut.",
  comingSoon: false,
  releaseDate: "2026-03-14",
}
const TODAY = "2026-11-25"

describe("pickLatestSingle", () => {
  it("picks the newest single, even when an EP came out after it", () => {
    expect(pickLatestSingle([ep, single], TODAY)).toEqual({
      title: "Luz de Neón",
      description: "The debut.",
      isSingle: true,
    })
  })

  it("falls back to the newest release when no single is out", () => {
    expect(pickLatestSingle([ep], TODAY)).toEqual({
      title: "Corazón Eléctrico",
      description: "Five songs.",
      isSingle: false,
    })
  })

  it("leaves out a single whose release day is still ahead", () => {
    const next = { ...single, title: "Fuego", releaseDate: "2027-03-05" }
    expect(pickLatestSingle([next, ep, single], TODAY)?.title).toBe(
      "Luz de Neón",
    )
    expect(pickLatestSingle([next, ep], "2027-03-05")?.title).toBe("Fuego")
  })

  it("gives nothing before the first release", () => {
    expect(pickLatestSingle([], TODAY)).toBeNull()
  })
})
