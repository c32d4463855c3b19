import { localTimeExists, zonedDateTime } from "./zonedDateTime"

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

describe("localTimeExists", () => {
  it("knows the hour clocks skip when they go forward", () => {
    // Los Angeles: 02:00 became 03:00 on 2026-03-08.
    expect(localTimeExists("2026-03-08", "02:30", "America/Los_Angeles")).toBe(
      false,
    )
    expect(localTimeExists("2026-03-08", "01:59", "America/Los_Angeles")).toBe(
      true,
    )
    expect(localTimeExists("2026-03-08", "03:00", "America/Los_Angeles")).toBe(
      true,
    )
    // Berlin: 02:00 became 03:00 on 2026-03-29.
    expect(localTimeExists("2026-03-29", "02:15", "Europe/Berlin")).toBe(false)
    expect(localTimeExists("2026-03-30", "02:15", "Europe/Berlin")).toBe(true)
  })

  it("takes a time that happens twice, when clocks go back, and reads it as the first", () => {
    expect(localTimeExists("2026-11-01", "01:30", "America/Los_Angeles")).toBe(
      true,
    )
    expect(zonedDateTime("2026-11-01", "01:30", "America/Los_Angeles")).toBe(
      "2026-11-01T01:30:00-07:00",
    )
    expect(zonedDateTime("2026-10-25", "02:30", "Europe/Berlin")).toBe(
      "2026-10-25T02:30:00+02:00",
    )
  })

  it("finds every time of a zone without changes", () => {
    expect(localTimeExists("2026-07-11", "21:00", "America/Mexico_City")).toBe(
      true,
    )
  })
})
