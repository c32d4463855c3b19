import { toShowProps } from "./toShowProps"

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
      },
      "en-US",
    )
    expect(show.place).toBe("Peru")
  })
})
