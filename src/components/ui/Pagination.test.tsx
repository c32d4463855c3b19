import * as React from "react"
import { screen, within } from "@testing-library/react"

import { listPagePath } from "../../lib/pagedList"
import { renderWithTheme } from "../../test/renderWithTheme"
import Pagination from "./Pagination"

const words = {
  label: "Music pages",
  previous: "Previous page",
  next: "Next page",
  page: (number: number) => `Page ${number}`,
}
const musicPage = (page: number) => listPagePath("/music/", page)

describe("<Pagination>", () => {
  it("links every page by number, the current one marked, with the pages before and after", () => {
    renderWithTheme(
      <Pagination page={2} pageCount={3} pathOf={musicPage} words={words} />,
    )
    const nav = screen.getByRole("navigation", { name: "Music pages" })
    expect(within(nav).getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "href",
      "/music/",
    )
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    expect(
      within(nav).getByRole("link", { name: /Previous page/ }),
    ).toHaveAttribute("href", "/music/")
    expect(
      within(nav).getByRole("link", { name: /Next page/ }),
    ).toHaveAttribute("href", "/music/3/")
  })

  it("has no link before the first page nor after the last", () => {
    renderWithTheme(
      <Pagination page={3} pageCount={3} pathOf={musicPage} words={words} />,
    )
    expect(screen.queryByRole("link", { name: /Next page/ })).toBeNull()
    expect(screen.getByRole("link", { name: /Previous page/ })).toHaveAttribute(
      "href",
      "/music/2/",
    )
  })
})
