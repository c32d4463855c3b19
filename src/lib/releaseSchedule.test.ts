import {
  localDayOf,
  releaseStateOf,
  switchesOnItsOwn,
  utcDayOf,
} from "./releaseSchedule"

describe("whether a release is out", () => {
  const dated = { comingSoon: false, releaseDate: "2027-03-05" }

  it("is coming until its release day, with that day", () => {
    expect(releaseStateOf(dated, "2027-03-04")).toEqual({
      kind: "coming",
      day: "2027-03-05",
    })
  })

  it("is out from its release day on", () => {
    expect(releaseStateOf(dated, "2027-03-05")).toEqual({ kind: "out" })
    expect(releaseStateOf(dated, "2028-01-01")).toEqual({ kind: "out" })
  })

  it("stays coming while flagged coming soon, with its day only while it is ahead", () => {
    expect(
      releaseStateOf({ ...dated, comingSoon: true }, "2027-01-01"),
    ).toEqual({ kind: "coming", day: "2027-03-05" })
    expect(
      releaseStateOf({ ...dated, comingSoon: true }, "2027-03-06"),
    ).toEqual({ kind: "coming", day: null })
    expect(
      releaseStateOf({ comingSoon: true, releaseDate: null }, "2027-01-01"),
    ).toEqual({ kind: "coming", day: null })
  })

  it("switches by the clock alone only when dated and not flagged", () => {
    expect(switchesOnItsOwn(dated)).toBe(true)
    expect(switchesOnItsOwn({ ...dated, comingSoon: true })).toBe(false)
    expect(switchesOnItsOwn({ comingSoon: false })).toBe(false)
  })
})

describe("the day of an instant", () => {
  it("in UTC, for the build", () => {
    expect(utcDayOf(Date.parse("2027-03-04T23:30:00Z"))).toBe("2027-03-04")
    expect(utcDayOf(Date.parse("2027-03-05T00:00:00Z"))).toBe("2027-03-05")
  })

  it("where the visitor is, for the browser", () => {
    const instant = new Date(2027, 2, 5, 0, 30).getTime()
    expect(localDayOf(instant)).toBe("2027-03-05")
    expect(localDayOf(new Date(2027, 2, 4, 23, 59).getTime())).toBe(
      "2027-03-04",
    )
  })
})
