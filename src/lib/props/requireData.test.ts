import { requireData } from "./requireData"

describe("requireData", () => {
  it("passes a present value through", () => {
    expect(requireData({ name: "Nova" }, "data/site.json")).toEqual({
      name: "Nova",
    })
    expect(requireData("", "data/site.json")).toBe("")
  })

  it("names the file when the value is missing", () => {
    expect(() => requireData(null, "data/home.json")).toThrow(
      "data/home.json is missing or empty",
    )
    expect(() => requireData(undefined, "data/about.json")).toThrow(
      "data/about.json is missing or empty",
    )
  })
})
