import * as React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

import { coverImage } from "../../test/fixtures"
import { renderWithTheme } from "../../test/renderWithTheme"
import YouTubeFacade from "./YouTubeFacade"

const renderFacade = () =>
  renderWithTheme(
    <YouTubeFacade
      videoId="Nv4Lz9dNe0n"
      title="Luz de Neón (Official Music Video)"
      poster={coverImage}
      sizes="100vw"
      size="large"
    />,
  )

describe("<YouTubeFacade>", () => {
  it("is the site's own poster behind a 'Play: <title>' button, with no player yet", () => {
    const { container } = renderFacade()
    const play = screen.getByRole("button", {
      name: "Play: Luz de Neón (Official Music Video)",
    })
    expect(play).toHaveAttribute("type", "button")
    expect(container.querySelector("iframe")).toBeNull()
    const poster = container.querySelector("img")
    expect(poster).toHaveAttribute("alt", "")
    expect(poster?.getAttribute("src")).not.toMatch(/youtube|ytimg|google/)
  })

  it("swaps in YouTube's privacy-enhanced player, playing, and moves focus into it", async () => {
    const user = userEvent.setup()
    renderFacade()
    await user.click(screen.getByRole("button", { name: /^Play: Luz de Neón/ }))
    const player = screen.getByTitle("Luz de Neón (Official Music Video)")
    expect(player.tagName).toBe("IFRAME")
    expect(player).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/Nv4Lz9dNe0n?autoplay=1&rel=0",
    )
    expect(player.getAttribute("allow")).toContain("autoplay")
    expect(player).toHaveFocus()
    expect(screen.queryByRole("button", { name: /^Play:/ })).toBeNull()
  })
})
