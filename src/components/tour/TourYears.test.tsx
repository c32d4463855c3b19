import * as React from "react"
import { screen, within } from "@testing-library/react"

import { LanguageProvider } from "../../hooks/useLanguage"
import { renderWithTheme } from "../../test/renderWithTheme"
import TourYears from "./TourYears"

describe("<TourYears>", () => {
  it("links each year's page, the latest first, the current one marked", () => {
    renderWithTheme(<TourYears years={[2026, 2025, 2019]} current={2025} />)
    const nav = screen.getByRole("navigation", { name: "Shows by year" })
    const links = within(nav).getAllByRole("link")
    expect(links.map(link => link.textContent)).toEqual([
      "2026",
      "2025",
      "2019",
    ])
    expect(links.map(link => link.getAttribute("href"))).toEqual([
      "/tour/2026/",
      "/tour/2025/",
      "/tour/2019/",
    ])
    expect(links.map(link => link.getAttribute("aria-current"))).toEqual([
      null,
      "page",
      null,
    ])
  })

  it("links the Spanish pages in Spanish", () => {
    renderWithTheme(
      <LanguageProvider value="es">
        <TourYears years={[2024]} />
      </LanguageProvider>,
    )
    expect(
      within(
        screen.getByRole("navigation", { name: "Conciertos por año" }),
      ).getByRole("link", { name: "2024" }),
    ).toHaveAttribute("href", "/es/tour/2024/")
  })
})
