import { pickLatestSingle } from "./pickLatestSingle"

const ep = {
  title: "Corazón Eléctrico",
  kind: "ep",
  description: "Five songs.",
}
const single = {
  title: "Luz de Neón",
  kind: "single",
  description: "The debut.",
}

describe("pickLatestSingle", () => {
  it("picks the newest single, even when an EP came out after it", () => {
    expect(pickLatestSingle([ep, single])).toEqual({
      title: "Luz de Neón",
      description: "The debut.",
      isSingle: true,
    })
  })

  it("falls back to the newest release when no single is out", () => {
    expect(pickLatestSingle([ep])).toEqual({
      title: "Corazón Eléctrico",
      description: "Five songs.",
      isSingle: false,
    })
  })

  it("gives nothing before the first release", () => {
    expect(pickLatestSingle([])).toBeNull()
  })
})
