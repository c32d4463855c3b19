import * as React from "react"

import { renderWithTheme } from "../../test/renderWithTheme"

import { releasedCard } from "../../test/fixtures"
import CoverSquare from "./CoverSquare"

const square = (gradient: readonly string[], withCover = false) =>
  renderWithTheme(
    <CoverSquare
      gradient={gradient}
      cover={withCover ? releasedCard.cover : null}
      coverAlt="Cover art"
      sizes="100vw"
      loading="lazy"
    />,
  ).container

describe("<CoverSquare>", () => {
  it("draws a release's colours from top left to bottom right, evenly, behind its cover", () => {
    const container = square(["#ff2e88", "#7b2ff7", "#ff9a3c"], true)
    const gradient = container.querySelector("linearGradient")
    expect(
      ["x1", "y1", "x2", "y2"].map(name => gradient?.getAttribute(name)),
    ).toEqual(["0", "0", "1", "1"])
    expect(
      [...container.querySelectorAll("stop")].map(stop => [
        stop.getAttribute("offset"),
        stop.getAttribute("stop-color"),
      ]),
    ).toEqual([
      ["0", "#ff2e88"],
      ["0.5", "#7b2ff7"],
      ["1", "#ff9a3c"],
    ])
    const fill = container.querySelector("rect")?.getAttribute("fill")
    expect(fill).toBe(`url(#${gradient?.id})`)
    // Drawn first, so the cover lies over it; hidden from assistive technology.
    const svg = container.querySelector("svg")
    expect(svg?.parentElement?.firstElementChild).toBe(svg)
    expect(svg).toHaveAttribute("aria-hidden", "true")
  })

  it("gives each square its own gradient, and writes no style attribute", () => {
    const container = renderWithTheme(
      <>
        <CoverSquare
          gradient={["#000", "#fff"]}
          cover={null}
          coverAlt=""
          sizes="100vw"
          loading="lazy"
        />
        <CoverSquare
          gradient={["#fff", "#000"]}
          cover={releasedCard.cover}
          coverAlt="Cover art"
          sizes="100vw"
          loading="lazy"
        />
      </>,
    ).container
    const ids = [...container.querySelectorAll("linearGradient")].map(
      gradient => gradient.id,
    )
    expect(new Set(ids).size).toBe(2)
    // A style attribute would need its own hash in the page's Content-Security-Policy.
    expect(container.querySelectorAll("[style]")).toHaveLength(0)
  })

  it("draws nothing for a release with no colours yet", () => {
    expect(square([]).querySelector("svg")).toBeNull()
  })
})
