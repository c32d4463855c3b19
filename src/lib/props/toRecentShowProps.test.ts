import { builtShow } from "../../../tests/support/builtShow"
import { en } from "../../strings/en"
import { es } from "../../strings/es"
import { toRecentShowProps } from "./toRecentShowProps"

type ShowFile = Omit<Queries.RecentShowFieldsFragment, "labels"> & {
  startTime: string
  endTime: string
  timeZone: string
}

const sanDiego: ShowFile = {
  slug: "san-diego",
  city: "San Diego",
  region: "CA",
  country: "USA",
  venue: "The Observatory North Park",
  date: "2026-06-06",
  startTime: "20:00",
  endTime: "23:00",
  timeZone: "America/Los_Angeles",
  status: null,
  rescheduledDate: null,
}

const recent = (more: Partial<ShowFile> = {}, strings = en) =>
  toRecentShowProps(builtShow({ ...sanDiego, ...more }), strings)

describe("toRecentShowProps", () => {
  it("gives the show's page, day, city and place, and says it is over", () => {
    expect(recent()).toEqual({
      slug: "san-diego",
      path: "/tour/san-diego/",
      city: "San Diego",
      where: "The Observatory North Park · CA, USA",
      isoDate: "2026-06-06",
      dateLabel: "Saturday, June 6, 2026",
      outcome: "Show over",
    })
    expect(recent({ status: "soldOut" }).outcome).toBe("Show over")
  })

  it("says a show was cancelled or postponed", () => {
    expect(recent({ status: "cancelled" }).outcome).toBe("Cancelled")
    expect(recent({ status: "postponed" }).outcome).toBe("Postponed")
  })

  it("dates a rescheduled show on its new day, saying the day it moved from", () => {
    const moved = recent({
      status: "rescheduled",
      rescheduledDate: "2026-06-13",
    })
    expect(moved.isoDate).toBe("2026-06-13")
    expect(moved.dateLabel).toBe("Saturday, June 13, 2026")
    expect(moved.outcome).toBe("Rescheduled from Saturday, June 6, 2026")
  })

  it("speaks the page's language", () => {
    expect(recent({ region: null }, es)).toMatchObject({
      where: "The Observatory North Park · USA",
      outcome: "Concierto finalizado",
    })
  })
})
