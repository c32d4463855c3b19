import * as React from "react"
import { screen, within } from "@testing-library/react"

import { renderWithTheme } from "../../test/renderWithTheme"
import ShowList from "./ShowList"

const show = {
  slug: "los-angeles",
  city: "Los Angeles",
  place: "CA, USA",
  venue: "The Fonda Theatre",
  isoDate: "2026-05-16",
  dateLabel: "Saturday, May 16, 2026",
  badge: { month: "May", day: "16", year: "2026" },
}

describe("<ShowList>", () => {
  it("shows each show's city, venue and date, with a 'Get Tickets' button that does nothing", () => {
    renderWithTheme(<ShowList shows={[show]} />)
    const card = screen.getByRole("article", { name: "Los Angeles" })
    expect(
      within(card).getByText("The Fonda Theatre · CA, USA"),
    ).toBeInTheDocument()
    const time = within(card).getByText("Saturday, May 16, 2026")
    expect(time.tagName).toBe("TIME")
    expect(time).toHaveAttribute("datetime", "2026-05-16")
    const tickets = within(card).getByRole("button", { name: "Get Tickets" })
    expect(tickets).toHaveAttribute("type", "button")
    expect(tickets).toHaveAccessibleDescription("Los Angeles")
  })

  it("ends with a 'Buy Tickets Now' button that does nothing", () => {
    renderWithTheme(<ShowList shows={[show]} />)
    expect(
      screen.getByRole("button", { name: "Buy Tickets Now" }),
    ).toHaveAttribute("type", "button")
  })
})
