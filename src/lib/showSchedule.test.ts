import {
  buyTicketsUrlOf,
  isOver,
  showInstants,
  showPageClock,
  splitShows,
  ticketStateOf,
  type ShowTiming,
} from "./showSchedule"
import { showMomentsOf, type ShowTimes } from "./showMoments"

/** A show with the moments the build works out from its times (again, for any change). */
const show = (
  overrides: Partial<ShowTiming & ShowTimes> & { slug: string },
): ShowTiming => {
  const file = {
    date: "2026-05-16",
    startTime: "20:00",
    endTime: "23:00",
    timeZone: "America/Los_Angeles",
    ticketUrl: `https://tickets.example/${overrides.slug}`,
    ...overrides,
  }
  return { ...file, moments: showMomentsOf(file) }
}

const losAngeles = show({ slug: "los-angeles", ticketsOnSale: "2026-02-06" })
const sanDiego = show({ slug: "san-diego", date: "2026-06-06" })
const mexicoCity = show({
  slug: "mexico-city",
  date: "2026-07-11",
  startTime: "21:00",
  endTime: "00:30",
  timeZone: "America/Mexico_City",
})

const at = (iso: string) => Date.parse(iso)

describe("showInstants", () => {
  it("reads the times at the venue, in its own time zone", () => {
    expect(new Date(showInstants(losAngeles).start).toISOString()).toBe(
      "2026-05-17T03:00:00.000Z",
    )
    expect(
      new Date(
        showInstants(show({ ...losAngeles, doorsTime: "19:00" })).doors ?? 0,
      ).toISOString(),
    ).toBe("2026-05-17T02:00:00.000Z")
  })

  it("puts an end before the start on the next day", () => {
    expect(new Date(showInstants(mexicoCity).end).toISOString()).toBe(
      "2026-07-12T06:30:00.000Z",
    )
  })

  it("uses a rescheduled show's new day", () => {
    const moved = show({
      ...mexicoCity,
      status: "rescheduled",
      rescheduledDate: "2026-07-18",
    })
    expect(new Date(showInstants(moved).start).toISOString()).toBe(
      "2026-07-19T03:00:00.000Z",
    )
  })
})

describe("isOver", () => {
  it("counts a show as upcoming until it has ended at the venue", () => {
    // 22:59 in Los Angeles is 05:59 UTC the next day.
    expect(isOver(losAngeles, at("2026-05-17T05:59:00Z"))).toBe(false)
    expect(isOver(losAngeles, at("2026-05-17T06:00:00Z"))).toBe(true)
  })
})

describe("splitShows", () => {
  const shows = [mexicoCity, losAngeles, sanDiego]

  it("lists every show as upcoming, soonest first, before the tour", () => {
    const { upcoming, past } = splitShows(shows, at("2026-04-01T12:00:00Z"))
    expect(upcoming.map(s => s.slug)).toEqual([
      "los-angeles",
      "san-diego",
      "mexico-city",
    ])
    expect(past).toEqual([])
  })

  it("moves shows that have ended to past shows, newest first", () => {
    const { upcoming, past } = splitShows(shows, at("2026-06-20T12:00:00Z"))
    expect(upcoming.map(s => s.slug)).toEqual(["mexico-city"])
    expect(past.map(s => s.slug)).toEqual(["san-diego", "los-angeles"])
  })

  it("has no upcoming show after the tour", () => {
    const { upcoming, past } = splitShows(shows, at("2026-11-23T12:00:00Z"))
    expect(upcoming).toEqual([])
    expect(past.map(s => s.slug)).toEqual([
      "mexico-city",
      "san-diego",
      "los-angeles",
    ])
  })

  it("orders two shows at the same time by slug", () => {
    const twin = { ...losAngeles, slug: "anaheim" }
    const { upcoming } = splitShows([losAngeles, twin], 0)
    expect(upcoming.map(s => s.slug)).toEqual(["anaheim", "los-angeles"])
  })
})

describe("ticketStateOf", () => {
  const before = at("2026-04-01T12:00:00Z")

  it("links to the show's ticket page while it is on sale", () => {
    expect(ticketStateOf(losAngeles, before)).toEqual({
      kind: "buy",
      url: "https://tickets.example/los-angeles",
    })
  })

  it("falls back to the artist's ticketing page, and says when there is neither", () => {
    const bare = { ...sanDiego, ticketUrl: null }
    expect(
      ticketStateOf(bare, before, "https://tickets.example/artist"),
    ).toEqual({ kind: "buy", url: "https://tickets.example/artist" })
    expect(ticketStateOf(bare, before)).toEqual({ kind: "noTicketLink" })
  })

  it("keeps the link of a rescheduled show, whose tickets stay valid", () => {
    const moved = show({
      ...mexicoCity,
      status: "rescheduled",
      rescheduledDate: "2026-07-18",
    })
    expect(ticketStateOf(moved, before).kind).toBe("buy")
  })

  it.each([
    ["soldOut", "soldOut"],
    ["cancelled", "cancelled"],
    ["postponed", "postponed"],
  ] as const)("offers no link for a show that is %s", (status, kind) => {
    expect(ticketStateOf({ ...losAngeles, status }, before)).toEqual({ kind })
  })

  it("waits for the on-sale day at the venue", () => {
    // Midnight of February 6 in Los Angeles is 08:00 UTC.
    expect(ticketStateOf(losAngeles, at("2026-02-06T07:59:00Z"))).toEqual({
      kind: "notYetOnSale",
      onSaleDay: "2026-02-06",
    })
    expect(ticketStateOf(losAngeles, at("2026-02-06T08:00:00Z")).kind).toBe(
      "buy",
    )
  })

  it("drops the link once the show is over, and a cancellation stays a cancellation", () => {
    const after = at("2026-05-18T00:00:00Z")
    expect(ticketStateOf(losAngeles, after)).toEqual({ kind: "over" })
    expect(
      ticketStateOf({ ...losAngeles, status: "cancelled" }, after),
    ).toEqual({ kind: "cancelled" })
  })
})

describe("buyTicketsUrlOf", () => {
  const shows = [losAngeles, sanDiego, mexicoCity]
  const before = at("2026-04-01T12:00:00Z")

  it("prefers the artist's ticketing page while any show is on sale", () => {
    expect(
      buyTicketsUrlOf(shows, before, "https://tickets.example/artist"),
    ).toBe("https://tickets.example/artist")
  })

  it("else links to the soonest show on sale", () => {
    const soldOut = { ...losAngeles, status: "soldOut" as const }
    expect(buyTicketsUrlOf([soldOut, sanDiego, mexicoCity], before)).toBe(
      "https://tickets.example/san-diego",
    )
  })

  it("links nowhere once nothing can be bought", () => {
    expect(
      buyTicketsUrlOf(shows, at("2026-11-23T12:00:00Z"), "https://x.example/"),
    ).toBeUndefined()
  })
})

describe("showPageClock", () => {
  // Every half hour from the day before Los Angeles' on-sale day to after the last show.
  const everyHalfHour = Array.from(
    { length: 48 * 175 },
    (_, index) => at("2026-02-05T00:00:00Z") + index * 1_800_000,
  )
  const shows = [
    losAngeles,
    sanDiego,
    mexicoCity,
    show({
      slug: "mexico-city-moved",
      date: "2026-07-11",
      rescheduledDate: "2026-07-18",
      status: "rescheduled",
      startTime: "21:00",
      endTime: "00:30",
      timeZone: "America/Mexico_City",
      ticketsOnSale: "2026-03-01",
    }),
    { ...losAngeles, status: "soldOut" as const },
    { ...losAngeles, status: "cancelled" as const },
  ]

  it.each(shows.map(show => [show.slug, show.status ?? "onSale", show]))(
    "says what the build at any moment says about %s (%s)",
    (_slug, _status, show) => {
      // And a millisecond either side of each moment the page changes at.
      const edges = [show.moments.salesOpen, show.moments.end].flatMap(
        moment => (moment ? [Date.parse(moment) - 1, Date.parse(moment)] : []),
      )
      const wrong = [...everyHalfHour, ...edges].filter(now => {
        const clock = showPageClock(show, now)
        const state = JSON.stringify(
          ticketStateOf(show, clock, "https://tickets.example"),
        )
        return (
          clock > now ||
          state !==
            JSON.stringify(ticketStateOf(show, now, "https://tickets.example"))
        )
      })
      expect(wrong.map(now => new Date(now).toISOString())).toEqual([])
    },
  )

  it("changes only when sales open and when the show ends", () => {
    const clocks = everyHalfHour.map(now => showPageClock(losAngeles, now))
    expect([...new Set(clocks)]).toEqual([
      0,
      at("2026-02-06T08:00:00Z"),
      Date.parse(losAngeles.moments.end),
    ])
  })
})
