import { builtShow } from "../../../tests/support/builtShow"
import { en } from "../../strings/en"
import { toShowProps } from "./toShowProps"

type ShowFile = Omit<
  Queries.ShowFieldsFragment,
  "moments" | "labels" | "supportActsText"
>

const mexicoCity: ShowFile = {
  slug: "mexico-city",
  city: "Mexico City",
  region: "CDMX",
  country: "Mexico",
  countryCode: "MX",
  venue: "Teatro Metropólitan",
  streetAddress: "Av. Independencia 90, Centro",
  postalCode: "06050",
  date: "2026-07-11",
  doorsTime: null,
  startTime: "21:00",
  endTime: "23:59",
  timeZone: "America/Mexico_City",
  status: null,
  rescheduledDate: null,
  ticketsOnSale: null,
  ticketUrl: null,
  priceFrom: null,
  supportActs: null,
}

describe("toShowProps", () => {
  it("writes the date, the start in the venue's time zone and the place", () => {
    expect(toShowProps(builtShow(mexicoCity), en)).toEqual({
      slug: "mexico-city",
      date: "2026-07-11",
      rescheduledDate: null,
      status: "onSale",
      ticketsOnSale: null,
      ticketUrl: null,
      moments: {
        doors: null,
        start: "2026-07-11T21:00:00-06:00",
        end: "2026-07-11T23:59:00-06:00",
        salesOpen: null,
        originalStart: null,
      },
      city: "Mexico City",
      place: "CDMX, Mexico",
      venue: "Teatro Metropólitan",
      path: "/tour/mexico-city/",
      isoDate: "2026-07-11",
      dateLabel: "Saturday, July 11, 2026",
      badge: { month: "Jul", day: "11", year: "2026" },
      timesLabel: "Show 9:00 PM CST",
    })
  })

  it("leaves out a missing region", () => {
    expect(
      toShowProps(builtShow({ ...mexicoCity, region: null }), en).place,
    ).toBe("Mexico")
  })

  it("adds doors, price, support acts and the on-sale day when data gives them", () => {
    const show = toShowProps(
      builtShow({
        ...mexicoCity,
        doorsTime: "19:30",
        ticketsOnSale: "2026-03-13",
        priceFrom: { amount: 650, currency: "MXN" },
        supportActs: ["Luna Vega", "DJ Alba"],
      }),
      en,
    )
    expect(show.timesLabel).toBe("Doors 7:30 PM · Show 9:00 PM CST")
    expect(show.priceLabel).toBe("From MX$650")
    expect(show.supportLabel).toBe("With Luna Vega and DJ Alba")
    expect(show.onSaleLabel).toBe("March 13")
  })

  it("shows a rescheduled show on its new day, saying which day it moved from", () => {
    const show = toShowProps(
      builtShow({
        ...mexicoCity,
        status: "rescheduled",
        rescheduledDate: "2026-07-18",
      }),
      en,
    )
    expect(show.isoDate).toBe("2026-07-18")
    expect(show.dateLabel).toBe("Saturday, July 18, 2026")
    expect(show.statusNote).toBe("Rescheduled from Saturday, July 11, 2026")
  })

  it("says a postponed show waits for a new date", () => {
    expect(
      toShowProps(builtShow({ ...mexicoCity, status: "postponed" }), en)
        .statusNote,
    ).toBe("Postponed: new date to be announced")
  })

  it("shows the build's words as they are, whatever this machine's Intl would write", () => {
    const show = builtShow({ ...mexicoCity, doorsTime: "19:30" })
    const written = toShowProps(
      {
        ...show,
        labels: {
          ...show.labels,
          date: "sábado 11 julio",
          start: "21 h CST",
          doors: "19 h 30",
        },
      },
      en,
    )
    expect(written.dateLabel).toBe("sábado 11 julio")
    expect(written.timesLabel).toBe("Doors 19 h 30 · Show 21 h CST")
  })
})
