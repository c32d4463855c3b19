import * as React from "react"
import { screen, within } from "@testing-library/react"

import { LanguageProvider } from "../../hooks/useLanguage"
import type { RecentShow } from "../../lib/props/toRecentShowProps"
import { renderWithTheme } from "../../test/renderWithTheme"
import RecentShows from "./RecentShows"

const show = (slug: string, city: string, outcome: string): RecentShow => ({
  slug,
  path: `/tour/${slug}/`,
  city,
  where: `${city} Hall · CA, USA`,
  isoDate: "2026-06-06",
  dateLabel: "Saturday, June 6, 2026",
  outcome,
})

const shows = [
  show(
    "mexico-city",
    "Mexico City",
    "Rescheduled from Saturday, July 11, 2026",
  ),
  show("san-diego", "San Diego", "Cancelled"),
  show("los-angeles", "Los Angeles", "Show over"),
]

describe("<RecentShows>", () => {
  it("lists each show in the given order with its day, place and outcome, linked to its page", () => {
    renderWithTheme(<RecentShows shows={shows} />)
    const past = screen.getByRole("region", { name: "Past shows" })
    const lines = within(past).getAllByRole("listitem")
    expect(lines.map(line => line.textContent)).toEqual([
      "Saturday, June 6, 2026 Mexico City Mexico City Hall · CA, USA Rescheduled from Saturday, July 11, 2026",
      "Saturday, June 6, 2026 San Diego San Diego Hall · CA, USA Cancelled",
      "Saturday, June 6, 2026 Los Angeles Los Angeles Hall · CA, USA Show over",
    ])
    expect(
      within(lines[1]!).getByRole("link", { name: "San Diego" }),
    ).toHaveAttribute("href", "/tour/san-diego/")
    expect(within(lines[1]!).getByText(/June/)).toHaveAttribute(
      "datetime",
      "2026-06-06",
    )
    expect(within(past).queryByRole("link", { name: /Tickets/ })).toBeNull()
  })

  it("links the Spanish pages in Spanish", () => {
    renderWithTheme(
      <LanguageProvider value="es">
        <RecentShows shows={shows.slice(2)} />
      </LanguageProvider>,
    )
    expect(
      within(
        screen.getByRole("region", { name: "Conciertos anteriores" }),
      ).getByRole("link", { name: "Los Angeles" }),
    ).toHaveAttribute("href", "/es/tour/los-angeles/")
  })
})
