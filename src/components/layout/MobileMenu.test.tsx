import * as React from "react"
import { renderToString } from "react-dom/server"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

import { renderWithTheme, withTheme } from "../../test/renderWithTheme"
import MobileMenu from "./MobileMenu"

const openMenu = async () => {
  const user = userEvent.setup()
  renderWithTheme(<MobileMenu currentPath="/tour/" />)
  const toggle = screen.getByRole("button", { name: "Open menu" })
  await user.click(toggle)
  // The drawer's code loads on demand (React.lazy).
  await screen.findByRole("dialog")
  return { user, toggle }
}

describe("<MobileMenu>", () => {
  it("is a link to the footer's list of pages until the page is interactive", () => {
    const html = renderToString(withTheme(<MobileMenu currentPath="/" />))
    expect(html).toMatch(
      /^<a [^>]*href="#site-pages"[^>]*aria-label="Open menu"/,
    )
    expect(html).not.toContain("<button")
  })

  it("gives the link and the toggle that replaces it one look, so no rule is added at start-up", () => {
    const html = renderToString(withTheme(<MobileMenu currentPath="/" />))
    const linkClass = /^<a [^>]*class="([^"]+)"/.exec(html)?.[1]
    expect(html).not.toMatch(/^<a [^>]*type=/)
    renderWithTheme(<MobileMenu currentPath="/" />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    expect(toggle).toHaveAttribute("type", "button")
    expect(toggle.getAttribute("class")).toBe(linkClass)
  })

  it("starts closed, with the toggle saying so", () => {
    renderWithTheme(<MobileMenu currentPath="/" />)
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("opens a drawer with the seven links and the current page marked", async () => {
    const { toggle } = await openMenu()
    const dialog = screen.getByRole("dialog", { name: "Menu" })
    expect(dialog).toBeInTheDocument()
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    const pages = screen.getByRole("navigation", { name: "Main" })
    expect(within(pages).getAllByRole("link")).toHaveLength(7)
    expect(screen.getByRole("link", { name: "Tour" })).toHaveAttribute(
      "aria-current",
      "page",
    )
  })

  it("offers this page in the other language, the current one marked", async () => {
    await openMenu()
    const switcher = screen.getByRole("navigation", { name: "Language" })
    expect(switcher.querySelector('[aria-current="true"]')).toHaveTextContent(
      "English",
    )
    const spanish = within(switcher).getByRole("link", {
      name: "Leer esta página en español",
    })
    expect(spanish).toHaveAttribute("href", "/es/tour/")
    expect(spanish).toHaveAttribute("hreflang", "es")
    expect(spanish).toHaveAttribute("lang", "es")
  })

  it("closes with its close button and gives focus back to the toggle", async () => {
    const { user, toggle } = await openMenu()
    await user.click(screen.getByRole("button", { name: "Close menu" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    await waitFor(() => expect(toggle).toHaveFocus())
  })

  it("closes on Escape", async () => {
    const { user } = await openMenu()
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("closes when the overlay is clicked", async () => {
    const { user } = await openMenu()
    const overlay = screen.getByRole("dialog").parentElement
    expect(overlay).not.toBeNull()
    if (overlay) await user.click(overlay)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("keeps Tab and Shift+Tab inside the drawer", async () => {
    const { user } = await openMenu()
    const close = screen.getByRole("button", { name: "Close menu" })
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(
      screen.getByRole("link", { name: "Leer esta página en español" }),
    ).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
  })

  it("closes when a link is chosen", async () => {
    const { user } = await openMenu()
    await user.click(screen.getByRole("link", { name: "Media" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})
