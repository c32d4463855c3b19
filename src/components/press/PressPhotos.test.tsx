import * as React from "react"
import { renderToString } from "react-dom/server"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

import { coverImage } from "../../test/fixtures"
import { renderWithTheme, withTheme } from "../../test/renderWithTheme"
import PressPhotos from "./PressPhotos"
import type { PressPhoto } from "./pressPhoto"

const photo = (name: string, caption: string, credit: string): PressPhoto => ({
  thumbnail: coverImage,
  large: coverImage,
  alt: `${caption}, described`,
  caption,
  credit,
  licence: "Free for editorial use with credit",
  file: {
    href: `/static/abc/${name}.jpg`,
    fileName: `${name}.jpg`,
    facts: "JPEG, 3000 × 2000 px, 1.2 MB",
  },
})

const photos = [
  photo("sunset", "At sunset", "Camila Ortiz"),
  photo("live", "Live at the Echoplex", "Diego Salas"),
  photo("studio", "In the studio", "Ana Beltrán"),
]

const openSecond = async () => {
  const user = userEvent.setup()
  renderWithTheme(<PressPhotos photos={photos} />)
  const opener = screen.getByRole("link", {
    name: "Live at the Echoplex, described",
  })
  await user.click(opener)
  const dialog = await screen.findByRole("dialog", {
    name: "Live at the Echoplex",
  })
  return { user, opener, dialog }
}

describe("<PressPhotos>", () => {
  it("gives each photo its caption, credit, licence and full-resolution download", () => {
    renderWithTheme(<PressPhotos photos={photos} />)
    const figures = screen.getAllByRole("figure")
    expect(figures).toHaveLength(3)
    const second = within(figures[1] as HTMLElement)
    expect(second.getByText("Photo: Diego Salas")).toBeInTheDocument()
    expect(
      second.getByText("Free for editorial use with credit"),
    ).toBeInTheDocument()
    const download = second.getByRole("link", { name: /^Download/ })
    expect(download).toHaveAccessibleName(
      "Download Live at the Echoplex (JPEG, 3000 × 2000 px, 1.2 MB)",
    )
    expect(download).toHaveAttribute("href", "/static/abc/live.jpg")
    expect(download).toHaveAttribute("download", "live.jpg")
    expect(download).toHaveTextContent("(JPEG, 3000 × 2000 px, 1.2 MB)")
  })

  it("makes each photo a plain link to its large file in the server's HTML", () => {
    const html = renderToString(withTheme(<PressPhotos photos={photos} />))
    expect(html).toContain('href="/static/abc/sunset.jpg" aria-haspopup')
  })

  it("opens the photo large in a dialog named by its caption, focus on Close", async () => {
    const { dialog } = await openSecond()
    expect(within(dialog).getByText("2 of 3")).toBeInTheDocument()
    expect(within(dialog).getByRole("img")).toHaveAttribute(
      "alt",
      "Live at the Echoplex, described",
    )
    await waitFor(() =>
      expect(
        within(dialog).getByRole("button", { name: "Close" }),
      ).toHaveFocus(),
    )
  })

  it("steps to the next and previous photo with the buttons and the arrow keys, round the ends", async () => {
    const { user } = await openSecond()
    await user.click(screen.getByRole("button", { name: "Next photo" }))
    expect(
      screen.getByRole("dialog", { name: "In the studio" }),
    ).toBeInTheDocument()
    await user.keyboard("{ArrowRight}")
    expect(
      screen.getByRole("dialog", { name: "At sunset" }),
    ).toBeInTheDocument()
    await user.keyboard("{ArrowLeft}")
    expect(
      screen.getByRole("dialog", { name: "In the studio" }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Previous photo" }))
    expect(screen.getByText("2 of 3")).toBeInTheDocument()
  })

  it("closes on Escape and gives focus back to the photo that opened it", async () => {
    const { user, opener } = await openSecond()
    await user.keyboard("{ArrowRight}")
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it("makes the page behind the dialog inert while it is open", async () => {
    document.body.innerHTML = '<div id="___gatsby"></div>'
    const root = document.getElementById("___gatsby") as HTMLElement
    const user = userEvent.setup()
    renderWithTheme(<PressPhotos photos={photos} />, { container: root })
    await user.click(screen.getByRole("link", { name: "At sunset, described" }))
    await screen.findByRole("dialog")
    await waitFor(() => expect(root).toHaveAttribute("inert"))
    await user.click(screen.getByRole("button", { name: "Close" }))
    await waitFor(() => expect(root).not.toHaveAttribute("inert"))
  })
})
