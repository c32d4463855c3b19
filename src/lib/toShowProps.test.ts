import { toShowProps } from "./toShowProps"

const venueFacts = {
  countryCode: "MX",
  streetAddress: "Av. Independencia 90, Centro",
  postalCode: "06050",
  startTime: "21:00",
  endTime: "23:59",
  timeZone: "America/Mexico_City",
  ticketsOnSale: null,
}

describe("toShowProps", () => {
  it("formats the date and joins region and country", () => {
    expect(
      toShowProps(
        {
          slug: "mexico-city",
          city: "Mexico City",
          region: "CDMX",
          country: "Mexico",
          venue: "Teatro Metropólitan",
          date: "2026-07-11",
          ...venueFacts,
        },
        "en-US",
      ),
    ).toEqual({
      slug: "mexico-city",
      city: "Mexico City",
      place: "CDMX, Mexico",
      venue: "Teatro Metropólitan",
      isoDate: "2026-07-11",
      dateLabel: "Saturday, July 11, 2026",
      badge: { month: "Jul", day: "11", year: "2026" },
    })
  })

  it("leaves out a missing region", () => {
    const show = toShowProps(
      {
        slug: "x",
        city: "Lima",
        region: null,
        country: "Peru",
        venue: "Arena",
        date: "2026-05-01",
        ...venueFacts,
      },
      "en-US",
    )
    expect(show.place).toBe("Peru")
  })
})
