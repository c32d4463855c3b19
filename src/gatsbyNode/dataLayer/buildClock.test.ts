import { buildTimeFrom } from "./buildClock"

describe("buildTimeFrom", () => {
  it("uses the machine's clock when BUILD_TIME is not set", () => {
    const clock = () => Date.parse("2026-11-23T08:00:00Z")
    expect(buildTimeFrom(undefined, clock)).toBe("2026-11-23T08:00:00.000Z")
    expect(buildTimeFrom("", clock)).toBe("2026-11-23T08:00:00.000Z")
  })

  it("reads a day as noon UTC, and an instant with its offset", () => {
    expect(buildTimeFrom("2026-04-01")).toBe("2026-04-01T12:00:00.000Z")
    expect(buildTimeFrom("2026-05-16T20:00-07:00")).toBe(
      "2026-05-17T03:00:00.000Z",
    )
  })

  it("refuses anything else, saying what it expected", () => {
    expect(() => buildTimeFrom("next tuesday")).toThrow(
      'BUILD_TIME must be a day as YYYY-MM-DD or an instant such as 2026-04-01T12:00:00Z, found "next tuesday"',
    )
    expect(() => buildTimeFrom("2026-02-30")).toThrow(/found "2026-02-30"/)
  })
})
