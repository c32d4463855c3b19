import { zonedDateTime } from "./zonedDateTime"

describe("zonedDateTime", () => {
  it("gives Los Angeles its summer offset", () => {
    expect(zonedDateTime("2026-05-16", "20:00", "America/Los_Angeles")).toBe(
      "2026-05-16T20:00:00-07:00",
    )
  })

  it("gives Los Angeles its winter offset", () => {
    expect(zonedDateTime("2026-12-05", "20:00", "America/Los_Angeles")).toBe(
      "2026-12-05T20:00:00-08:00",
    )
  })

  it("gives Mexico City its year-round offset", () => {
    expect(zonedDateTime("2026-07-11", "21:00", "America/Mexico_City")).toBe(
      "2026-07-11T21:00:00-06:00",
    )
  })

  it("handles a zone east of UTC and a following day", () => {
    expect(zonedDateTime("2026-12-31", "00:30", "Europe/Madrid", 1)).toBe(
      "2027-01-01T00:30:00+01:00",
    )
  })
})
