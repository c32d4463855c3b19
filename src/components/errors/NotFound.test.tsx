import * as React from "react"
import { screen } from "@testing-library/react"

import NotFound from "./NotFound"
import { renderWithTheme } from "../../test/renderWithTheme"

describe("<NotFound>", () => {
  afterEach(() => jest.restoreAllMocks())

  it("reads 'Oops! Page not found' with a 'Return to Home' link", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithTheme(<NotFound pathname="/nowhere/" />)
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: "Return to Home" }),
    ).toHaveAttribute("href", "/")
  })

  it("logs the unknown path with console.error", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithTheme(<NotFound pathname="/tour/2019/" />)
    expect(log).toHaveBeenCalledWith("404: no page at /tour/2019/")
  })
})
