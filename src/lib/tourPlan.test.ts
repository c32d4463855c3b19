import { showMomentsOf, type ShowTimes } from "./showMoments"
import type { ShowTiming } from "./showSchedule"
import { tourPlan } from "./tourPlan"

const show = (
  slug: string,
  date: string,
  more: Partial<ShowTiming & ShowTimes> = {},
): ShowTiming => {
  const file = {
    slug,
    date,
    startTime: "20:00",
    endTime: "23:00",
    timeZone: "America/Los_Angeles",
    ...more,
  }
  return { ...file, moments: showMomentsOf(file) }
}

const at = (iso: string) => Date.parse(iso)

describe("tourPlan", () => {
  const shows = [
    show("lima", "2019-03-02"),
    show("bogota", "2019-11-20"),
    show("quito", "2024-06-01"),
    show("madrid", "2025-06-09"),
    show("oaxaca", "2025-06-20", { status: "cancelled" }),
    show("lisbon", "2026-01-31"),
    show("santiago", "2026-04-10"),
    show("san-diego", "2026-06-06"),
    show("mexico-city", "2026-09-12"),
  ]

  it("keeps on /tour/ what is coming, the soonest first, then what ended in the last twelve months, the latest first", () => {
    const plan = tourPlan(shows, at("2026-06-10T12:00:00Z"))
    expect(plan.upcoming).toEqual(["mexico-city"])
    expect(plan.recent).toEqual(["san-diego", "santiago", "lisbon", "oaxaca"])
  })

  it("drops a show from /tour/ twelve months after it ended", () => {
    // Madrid ended at 23:00 in Los Angeles on 2025-06-09: 06:00 UTC on the 10th.
    expect(tourPlan(shows, at("2026-06-10T05:59:00Z")).recent).toContain(
      "madrid",
    )
    expect(tourPlan(shows, at("2026-06-10T06:00:01Z")).recent).not.toContain(
      "madrid",
    )
  })

  it("files every show that is over under its year, the latest year first", () => {
    expect(tourPlan(shows, at("2026-06-10T12:00:00Z")).years).toEqual([
      { year: 2026, slugs: ["lisbon", "san-diego", "santiago"] },
      { year: 2025, slugs: ["madrid", "oaxaca"] },
      { year: 2024, slugs: ["quito"] },
      { year: 2019, slugs: ["bogota", "lima"] },
    ])
  })

  it("lists a show on its year's page once it is over, not before", () => {
    // The night of the show, before it ends at 23:00 in Los Angeles (06:00 UTC).
    const during = tourPlan(shows, at("2026-06-07T05:00:00Z"))
    expect(during.years[0]).toEqual({
      year: 2026,
      slugs: ["lisbon", "santiago"],
    })
    expect(during.upcoming).toContain("san-diego")
    const after = tourPlan(shows, at("2026-06-07T06:00:00Z"))
    expect(after.years[0]).toEqual({
      year: 2026,
      slugs: ["lisbon", "san-diego", "santiago"],
    })
  })

  it("files a rescheduled show under the year it moved to", () => {
    const moved = show("lima", "2019-12-28", {
      status: "rescheduled",
      rescheduledDate: "2020-01-11",
    })
    expect(tourPlan([moved], at("2026-06-10T00:00:00Z")).years).toEqual([
      { year: 2020, slugs: ["lima"] },
    ])
  })

  it("has no year pages before the first show is over", () => {
    expect(tourPlan(shows, at("2019-01-01T00:00:00Z"))).toEqual({
      upcoming: [
        "lima",
        "bogota",
        "quito",
        "madrid",
        "oaxaca",
        "lisbon",
        "santiago",
        "san-diego",
        "mexico-city",
      ],
      recent: [],
      years: [],
    })
  })
})
