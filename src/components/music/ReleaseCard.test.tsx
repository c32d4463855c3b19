import * as React from "react"
import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

import { renderWithTheme } from "../../test/renderWithTheme"

import { comingSoonCard, releasedCard } from "../../test/fixtures"
import ReleaseCard from "./ReleaseCard"

const playButton = () =>
  screen.getByRole("button", { name: "Play Luz de Neón" })
const popover = () =>
  screen.queryByRole("group", { name: "Where to play Luz de Neón" })

/** A day after every release in the test fixtures. */
const TODAY = "2026-11-25"

const renderCard = () => {
  const user = userEvent.setup()
  renderWithTheme(
    <>
      <ReleaseCard {...releasedCard} today={TODAY} />
      <button type="button">after the card</button>
    </>,
  )
  return { user, card: screen.getByRole("article", { name: "Luz de Neón" }) }
}

describe("<ReleaseCard>", () => {
  it("shows the cover with its alt text, the title and the description", () => {
    renderCard()
    expect(
      screen.getByRole("img", { name: "A glowing pink neon circle" }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole("heading", { name: "Luz de Neón" }),
    ).toBeInTheDocument()
    expect(screen.getByText("Single · 2026")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Luz de Neón" })).toHaveAttribute(
      "href",
      "/music/luz-de-neon/",
    )
    expect(
      screen.getByText("A midnight reggaetón love letter."),
    ).toBeInTheDocument()
  })

  it("keeps the popover closed until asked", () => {
    renderCard()
    expect(playButton()).toHaveAttribute("aria-expanded", "false")
    expect(popover()).not.toBeInTheDocument()
  })

  it("opens the popover when the pointer rests on the play icon", async () => {
    const { user } = renderCard()
    await user.hover(playButton())
    expect(popover()).toBeVisible()
    expect(playButton()).toHaveAttribute("aria-expanded", "true")
  })

  it("labels both streaming links and opens them in a new tab", async () => {
    const { user } = renderCard()
    await user.hover(playButton())
    const spotify = screen.getByRole("link", {
      name: "Play on Spotify (opens in a new tab)",
    })
    const apple = screen.getByRole("link", {
      name: "Play on Apple Music (opens in a new tab)",
    })
    expect(spotify).toHaveAttribute("href", "https://open.spotify.com/track/1")
    expect(apple).toHaveAttribute("href", "https://music.apple.com/us/album/1")
    for (const link of [spotify, apple]) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })

  it("stays open while the pointer moves from the icon onto the popover", async () => {
    const { user } = renderCard()
    await user.hover(playButton())
    await user.hover(screen.getByRole("link", { name: /Play on Spotify/ }))
    expect(popover()).toBeVisible()
  })

  it("closes when the pointer leaves the card", async () => {
    const { user, card } = renderCard()
    await user.hover(playButton())
    await user.unhover(card)
    expect(popover()).not.toBeInTheDocument()
  })

  it("stays open when the icon is clicked after a hover, and closes on the next click", async () => {
    const { user } = renderCard()
    await user.hover(playButton())
    await user.click(playButton())
    expect(popover()).toBeVisible()
    await user.click(playButton())
    expect(popover()).not.toBeInTheDocument()
  })

  it("opens on a tap, which a finger's lift does not close, and closes on a second tap", async () => {
    const { user } = renderCard()
    await user.pointer({ keys: "[TouchA]", target: playButton() })
    expect(popover()).toBeVisible()
    await user.pointer({ keys: "[TouchA]", target: playButton() })
    expect(popover()).not.toBeInTheDocument()
  })

  it("opens with Enter or Space from the keyboard", async () => {
    const { user } = renderCard()
    act(() => playButton().focus())
    await user.keyboard("{Enter}")
    expect(popover()).toBeVisible()
    await user.keyboard("{Enter}")
    expect(popover()).not.toBeInTheDocument()
    await user.keyboard(" ")
    expect(popover()).toBeVisible()
  })

  it("closes on Escape and returns focus to the play icon", async () => {
    const { user } = renderCard()
    act(() => playButton().focus())
    await user.keyboard("{Enter}")
    await user.tab()
    expect(screen.getByRole("link", { name: /Play on Spotify/ })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(popover()).not.toBeInTheDocument()
    expect(playButton()).toHaveFocus()
  })

  it("closes when focus leaves the card", async () => {
    const { user } = renderCard()
    act(() => playButton().focus())
    await user.keyboard("{Enter}")
    await user.tab()
    await user.tab()
    await user.tab()
    expect(screen.getByRole("button", { name: "after the card" })).toHaveFocus()
    expect(popover()).not.toBeInTheDocument()
  })

  it("closes on a press outside the card", async () => {
    const { user } = renderCard()
    await user.click(playButton())
    await user.click(screen.getByRole("button", { name: "after the card" }))
    expect(popover()).not.toBeInTheDocument()
  })

  it("shows 'Coming Soon' with no cover, no play control and no streaming links, its title leading to its page", () => {
    renderWithTheme(<ReleaseCard {...comingSoonCard} today={TODAY} />)
    expect(screen.getByText("Coming Soon")).toBeInTheDocument()
    expect(screen.getByText("Album")).toBeInTheDocument()
    expect(screen.queryByRole("img")).not.toBeInTheDocument()
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
    expect(screen.getAllByRole("link")).toHaveLength(1)
    expect(screen.getByRole("link", { name: "Fuego Lento" })).toHaveAttribute(
      "href",
      "/music/fuego-lento/",
    )
  })

  it("marks a release coming soon over its cover until its day, then offers to play it", () => {
    const { rerender } = renderWithTheme(
      <ReleaseCard {...releasedCard} today="2026-03-13" />,
    )
    expect(screen.getByText("Coming Soon")).toBeInTheDocument()
    expect(
      screen.getByRole("img", { name: "A glowing pink neon circle" }),
    ).toBeInTheDocument()
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
    rerender(<ReleaseCard {...releasedCard} today="2026-03-14" />)
    expect(screen.queryByText("Coming Soon")).not.toBeInTheDocument()
    expect(playButton()).toBeInTheDocument()
  })
})
