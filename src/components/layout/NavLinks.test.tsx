import * as React from "react"
import { screen } from "@testing-library/react"

import { renderWithTheme } from "../../test/renderWithTheme"
import NavLinks from "./NavLinks"

describe("<NavLinks>", () => {
  it("links the seven pages", () => {
    renderWithTheme(<NavLinks currentPath="/" layout="row" />)
    const links = screen.getAllByRole("link")
    expect(links.map(link => link.textContent)).toEqual([
      "Home",
      "About",
      "Music",
      "Tour",
      "Media",
      "Store",
      "Contact",
    ])
    expect(screen.getByRole("link", { name: "Tour" })).toHaveAttribute(
      "href",
      "/tour/",
    )
  })

  it("marks the current page, and only it, with aria-current", () => {
    renderWithTheme(<NavLinks currentPath="/music/" layout="row" />)
    expect(screen.getByRole("link", { name: "Music" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    const others = screen
      .getAllByRole("link")
      .filter(link => link.textContent !== "Music")
    for (const link of others) expect(link).not.toHaveAttribute("aria-current")
  })

  it("reports the choice of a link", async () => {
    const onNavigate = jest.fn()
    renderWithTheme(
      <NavLinks currentPath="/" layout="column" onNavigate={onNavigate} />,
    )
    screen.getByRole("link", { name: "Store" }).click()
    expect(onNavigate).toHaveBeenCalledTimes(1)
    expect(onNavigate).toHaveBeenCalledWith("/store/")
  })
})
