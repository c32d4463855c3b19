import {
  isOutOn,
  localDayOf,
  mayChangeAfterBuild,
  releaseStateOf,
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
    expect(isOutOn(dated, "2027-03-05")).toBe(true)
    expect(isOutOn(dated, "2027-03-04")).toBe(false)
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

  it("may change after the build only around or before its day, and only when dated and not flagged", () => {
    expect(mayChangeAfterBuild(dated, "2027-03-01")).toBe(true)
    expect(mayChangeAfterBuild(dated, "2027-03-05")).toBe(true)
    // West of UTC, a visitor may still be on the day before the build's.
    expect(mayChangeAfterBuild(dated, "2027-03-06")).toBe(true)
    expect(mayChangeAfterBuild(dated, "2027-03-07")).toBe(false)
    expect(
      mayChangeAfterBuild({ ...dated, comingSoon: true }, "2027-03-01"),
    ).toBe(false)
    expect(mayChangeAfterBuild({ comingSoon: false }, "2027-03-01")).toBe(false)
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
