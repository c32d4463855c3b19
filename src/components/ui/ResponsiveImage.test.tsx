import * as React from "react"
import { screen } from "@testing-library/react"

import { renderWithTheme } from "../../test/renderWithTheme"

import { coverImage } from "../../test/fixtures"
import ResponsiveImage from "./ResponsiveImage"

const PLACEHOLDER = "data:image/jpeg;base64,/9j/4AAQSkZJRg=="

describe("<ResponsiveImage>", () => {
  it("draws the image over its blurred placeholder, an image of its own hidden from assistive technology", () => {
    const { container } = renderWithTheme(
      <ResponsiveImage
        image={{ ...coverImage, placeholder: { fallback: PLACEHOLDER } }}
        alt="A glowing pink neon circle"
        sizes="100vw"
        loading="eager"
      />,
    )
    const image = screen.getByRole("img", {
      name: "A glowing pink neon circle",
    })
    expect(image).toHaveAttribute("width", "720")
    expect(image).toHaveAttribute("height", "720")
    expect(image).toHaveAttribute("fetchpriority", "high")
    const placeholder = container.querySelector(`img[src="${PLACEHOLDER}"]`)
    expect(placeholder).toHaveAttribute("alt", "")
    expect(placeholder).toHaveAttribute("aria-hidden", "true")
    // After the picture: the image comes first for anything that reads the frame's img.
    expect(container.querySelector("img")).toBe(image)
    // A style attribute would need its own hash in the page's Content-Security-Policy.
    expect(container.querySelectorAll("[style]")).toHaveLength(0)
  })

  it("gives its size in whole pixels, as HTML wants them", () => {
    renderWithTheme(
      <ResponsiveImage
        image={{ ...coverImage, width: 640, height: 426.99999999999994 }}
        alt="A photo in landscape"
        sizes="100vw"
        loading="lazy"
      />,
    )
    const image = screen.getByRole("img", { name: "A photo in landscape" })
    expect(image).toHaveAttribute("width", "640")
    expect(image).toHaveAttribute("height", "427")
  })

  it("draws no placeholder for an image that has none", () => {
    const { container } = renderWithTheme(
      <ResponsiveImage
        image={coverImage}
        alt="A glowing pink neon circle"
        sizes="100vw"
        loading="lazy"
      />,
    )
    expect(container.querySelectorAll("img")).toHaveLength(1)
  })
})
