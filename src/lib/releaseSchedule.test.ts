import {
  isOutOn,
  localDayOf,
  mayChangeAfterBuild,
  releasePageClock,
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

describe("releasePageClock", () => {
  const at = (iso: string) => Date.parse(iso)
  const releases = [
    { comingSoon: false, releaseDate: "2027-03-05" },
    { comingSoon: true, releaseDate: "2027-03-05" },
    { comingSoon: true, releaseDate: null },
  ]
  // Every six hours from a week before the release day to a week after.
  const builds = Array.from(
    { length: 57 },
    (_, index) => at("2027-02-26T00:00:00Z") + index * 6 * 3_600_000,
  )

  it.each(releases)(
    "decides what the build at any moment decides (%o)",
    release => {
      for (const now of builds) {
        const clock = releasePageClock(release, now)
        expect(clock).toBeLessThanOrEqual(now)
        const [day, pageDay] = [utcDayOf(now), utcDayOf(clock)]
        expect([
          releaseStateOf(release, pageDay),
          mayChangeAfterBuild(release, pageDay),
        ]).toEqual([
          releaseStateOf(release, day),
          mayChangeAfterBuild(release, day),
        ])
      }
    },
  )

  it("stays the same from build to build until the release day, and again from two days after it", () => {
    const dated = releases[0]!
    const clocks = builds.map(now => releasePageClock(dated, now))
    expect([...new Set(clocks)]).toEqual([
      0,
      at("2027-03-05T00:00:00Z"),
      at("2027-03-07T00:00:00Z"),
    ])
    expect(releasePageClock(dated, at("2031-01-01T12:00:00Z"))).toBe(
      at("2027-03-07T00:00:00Z"),
    )
    expect(releasePageClock(releases[2]!, at("2031-01-01T12:00:00Z"))).toBe(0)
  })
})
