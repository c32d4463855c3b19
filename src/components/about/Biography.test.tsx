import * as React from "react"
import { screen } from "@testing-library/react"

import Biography from "./Biography"
import { renderWithTheme } from "../../test/renderWithTheme"

describe("<Biography>", () => {
  it("shows every paragraph and a 'Download Press Kit' button that does nothing", () => {
    renderWithTheme(
      <Biography
        heading="Born between two cities"
        paragraphs={["One.", "Two.", "Three."]}
      />,
    )
    expect(screen.getByText("One.")).toBeInTheDocument()
    expect(screen.getByText("Three.")).toBeInTheDocument()
    expect(
      screen.getByRole("button", { name: "Download Press Kit" }),
    ).toHaveAttribute("type", "button")
    expect(
      screen.getByRole("link", { name: "Everything for the press" }),
    ).toHaveAttribute("href", "/press/")
  })
})
