import * as React from "react"
import { act, screen, within } from "@testing-library/react"

import type { ShowSummary } from "../../lib/props/toShowProps"
import { showMomentsOf } from "../../lib/showMoments"
import { renderWithTheme } from "../../test/renderWithTheme"
import TourSchedule from "./TourSchedule"

const summary = (
  slug: string,
  city: string,
  date: string,
  overrides: Partial<ShowSummary> = {},
): ShowSummary => {
  const show = {
    slug,
    city,
    date,
    startTime: "20:00",
    endTime: "23:00",
    timeZone: "America/Los_Angeles",
    ticketUrl: `https://tickets.example/${slug}`,
    place: "CA, USA",
    venue: `${city} Hall`,
    path: `/tour/${slug}/`,
    isoDate: date,
    dateLabel: date,
    badge: { month: "May", day: "16", year: "2026" },
    timesLabel: "Show 8:00 PM PDT",
    ...overrides,
  }
  return { ...show, moments: showMomentsOf(show) }
}

const shows = [
  summary("los-angeles", "Los Angeles", "2026-05-16"),
  summary("san-diego", "San Diego", "2026-06-06", { status: "soldOut" }),
  summary("mexico-city", "Mexico City", "2026-07-11", {
    status: "rescheduled",
    rescheduledDate: "2026-07-18",
    statusNote: "Rescheduled from Saturday, July 11, 2026",
  }),
]

const follow = [
  { label: "Instagram", url: "https://www.instagram.com/nova" },
  { label: "TikTok", url: "https://www.tiktok.com/@nova" },
]

const renderAt = (builtAt: string) =>
  renderWithTheme(
    <TourSchedule
      shows={shows}
      builtAt={Date.parse(builtAt)}
      follow={follow}
      followListParts={[
        { type: "element", value: "Instagram" },
        { type: "literal", value: " and " },
        { type: "element", value: "TikTok" },
      ]}
    />,
  )

describe("<TourSchedule>", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("before the tour: every show upcoming, each with its state in words and a ticket link when it can be bought", () => {
    jest.setSystemTime(new Date("2026-04-01T12:00:00Z"))
    renderAt("2026-04-01T12:00:00Z")
    const upcoming = screen.getByRole("region", { name: "Upcoming shows" })
    const rows = within(upcoming).getAllByRole("article")
    expect(rows.map(row => row.getAttribute("aria-labelledby"))).toEqual([
      "show-los-angeles",
      "show-san-diego",
      "show-mexico-city",
    ])
    const la = within(upcoming).getByRole("article", { name: "Los Angeles" })
    expect(within(la).getByText("On sale")).toBeInTheDocument()
    const tickets = within(la).getByRole("link", { name: /Get Tickets/ })
    expect(tickets).toHaveAttribute(
      "href",
      "https://tickets.example/los-angeles",
    )
    expect(tickets).toHaveAttribute("target", "_blank")
    expect(tickets).toHaveAttribute("rel", "noopener")
    expect(tickets).toHaveAccessibleDescription("Los Angeles")

    const sd = within(upcoming).getByRole("article", { name: "San Diego" })
    expect(within(sd).getByText("Sold out")).toBeInTheDocument()
    expect(within(sd).queryByRole("link", { name: /Get Tickets/ })).toBeNull()
    expect(
      within(sd).getByRole("link", { name: "Show details" }),
    ).toHaveAttribute("href", "/tour/san-diego/")

    const mx = within(upcoming).getByRole("article", { name: "Mexico City" })
    expect(
      within(mx).getByText("Rescheduled from Saturday, July 11, 2026"),
    ).toBeInTheDocument()
    expect(within(mx).getByRole("link", { name: /Get Tickets/ })).toBeVisible()

    expect(
      screen.getByRole("link", { name: /Buy Tickets Now/ }),
    ).toHaveAttribute("href", "https://tickets.example/los-angeles")
    expect(screen.queryByRole("region", { name: "Past shows" })).toBeNull()
  })

  it("after the tour: no ticket control, and a way to hear about new dates", () => {
    jest.setSystemTime(new Date("2026-11-23T12:00:00Z"))
    renderAt("2026-11-23T12:00:00Z")
    const upcoming = screen.getByRole("region", { name: "Upcoming shows" })
    expect(within(upcoming).queryAllByRole("article")).toEqual([])
    expect(
      within(upcoming).getByText("No upcoming shows right now."),
    ).toBeInTheDocument()
    expect(
      within(upcoming).getByRole("link", { name: /Instagram/ }),
    ).toHaveAttribute("href", "https://www.instagram.com/nova")
    expect(
      within(upcoming).getByRole("link", { name: "contact page" }),
    ).toHaveAttribute("href", "/contact/")
    expect(upcoming).toHaveTextContent(
      "New dates are announced here and on the artist's socials first: Instagram (opens in a new tab) and TikTok (opens in a new tab), or ask about a show near you on the contact page.",
    )

    // The past is the page's own section (RecentShows), not this one's.
    expect(screen.queryAllByRole("article")).toEqual([])
    expect(screen.queryByRole("link", { name: /Tickets/ })).toBeNull()
  })

  it("without social profiles, still offers the contact page in a whole sentence", () => {
    jest.setSystemTime(new Date("2026-11-23T12:00:00Z"))
    renderWithTheme(
      <TourSchedule
        shows={shows}
        builtAt={Date.parse("2026-11-23T12:00:00Z")}
        follow={[]}
        followListParts={[]}
      />,
    )
    expect(
      screen.getByRole("region", { name: "Upcoming shows" }),
    ).toHaveTextContent(
      "No upcoming shows right now.Ask about a show near you on the contact page.",
    )
  })

  it("a page built before a show and opened after it drops the ticket link in place", () => {
    jest.setSystemTime(new Date("2026-05-20T12:00:00Z"))
    renderAt("2026-04-01T12:00:00Z")
    act(() => {
      jest.advanceTimersByTime(0)
    })
    const la = screen.getByRole("article", { name: "Los Angeles" })
    expect(within(la).getByText("Show over")).toBeInTheDocument()
    expect(within(la).queryByRole("link", { name: /Get Tickets/ })).toBeNull()
    // Still in the upcoming section until the next build, so nothing moves.
    expect(
      within(screen.getByRole("region", { name: "Upcoming shows" })).getByRole(
        "article",
        { name: "Los Angeles" },
      ),
    ).toBeInTheDocument()
    // 'Buy Tickets Now' moves on to the next show on sale.
    expect(
      screen.getByRole("link", { name: /Buy Tickets Now/ }),
    ).toHaveAttribute("href", "https://tickets.example/mexico-city")
  })

  it("says so when nothing is on sale any more", () => {
    jest.setSystemTime(new Date("2026-08-01T12:00:00Z"))
    renderAt("2026-04-01T12:00:00Z")
    expect(screen.queryByRole("link", { name: /Buy Tickets Now/ })).toBeNull()
    expect(
      screen.getByText("No show is on sale right now."),
    ).toBeInTheDocument()
  })
})
