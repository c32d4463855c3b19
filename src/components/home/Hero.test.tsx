import * as React from "react"
import { screen } from "@testing-library/react"

import Hero from "./Hero"
import { renderWithTheme } from "../../test/renderWithTheme"

describe("<Hero>", () => {
  it("shows the headline and links to both streaming profiles in a new tab", () => {
    renderWithTheme(
      <Hero
        headline="The Future of Latin Pop Has Arrived"
        blurb="Reggaetón pulse."
        spotifyUrl="https://open.spotify.com/artist/a"
        appleMusicUrl="https://music.apple.com/us/artist/a/1"
      />,
    )
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "The Future of Latin Pop Has Arrived",
      }),
    ).toBeInTheDocument()
    const spotify = screen.getByRole("link", {
      name: "Listen on Spotify (opens in a new tab)",
    })
    const apple = screen.getByRole("link", {
      name: "Listen on Apple Music (opens in a new tab)",
    })
    expect(spotify).toHaveAttribute("href", "https://open.spotify.com/artist/a")
    expect(apple).toHaveAttribute(
      "href",
      "https://music.apple.com/us/artist/a/1",
    )
    for (const link of [spotify, apple]) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })
})
