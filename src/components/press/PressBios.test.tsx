import * as React from "react"
import { renderToString } from "react-dom/server"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ServerStyleSheet } from "styled-components"

import { renderWithTheme, withTheme } from "../../test/renderWithTheme"
import PressBios from "./PressBios"

const bios = {
  short: "Nova Reyes makes Latin pop.",
  medium: "Nova Reyes makes Latin pop in two languages at once.",
  long: ["First paragraph of the long one.", "Second paragraph."],
}

describe("<PressBios>", () => {
  it("shows each length under its heading with its number of words", () => {
    renderWithTheme(<PressBios {...bios} />)
    expect(
      screen.getByRole("heading", { name: "Short · 5 words" }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole("heading", { name: "Medium · 10 words" }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole("heading", { name: "Long · 8 words" }),
    ).toBeInTheDocument()
    expect(screen.getByText("Second paragraph.")).toBeInTheDocument()
  })

  it("keeps the Copy buttons out of sight until the page is interactive", () => {
    const sheet = new ServerStyleSheet()
    const html = renderToString(
      sheet.collectStyles(withTheme(<PressBios {...bios} />)),
    )
    expect(html.match(/aria-label="Copy the /g)).toHaveLength(3)
    // In the server's HTML each keeps its room but is hidden: without JavaScript it could do nothing.
    expect(sheet.getStyleTags()).toContain("visibility:hidden")
    sheet.seal()
    renderWithTheme(<PressBios {...bios} />)
    const button = screen.getByRole("button", {
      name: "Copy the short biography",
    })
    expect(button).toBeVisible()
    expect(html).toContain(`class="${button.getAttribute("class")}"`)
  })

  it("puts the plain text on the clipboard, says Copied and tells screen readers", async () => {
    const user = userEvent.setup()
    renderWithTheme(<PressBios {...bios} />)
    const button = screen.getByRole("button", {
      name: "Copy the long biography",
    })
    await user.click(button)
    await expect(navigator.clipboard.readText()).resolves.toBe(
      "First paragraph of the long one.\n\nSecond paragraph.",
    )
    expect(button).toHaveTextContent("Copied")
    expect(
      screen.getByText("The long biography is on the clipboard."),
    ).toHaveAttribute("role", "status")
  })

  it("says how to copy by hand when the browser refuses", async () => {
    const user = userEvent.setup()
    renderWithTheme(<PressBios {...bios} />)
    jest
      .spyOn(navigator.clipboard, "writeText")
      .mockRejectedValueOnce(new Error("NotAllowedError"))
    await user.click(
      screen.getByRole("button", { name: "Copy the short biography" }),
    )
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "select the text and copy it",
      ),
    )
  })
})
