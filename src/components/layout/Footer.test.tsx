import * as React from "react"
import { screen } from "@testing-library/react"

import { signupFormOf } from "../../lib/signup/signupFields"
import { renderWithTheme } from "../../test/renderWithTheme"
import Footer from "./Footer"

describe("<Footer>", () => {
  it("links every profile by name, in a new tab, and shows the copyright", () => {
    renderWithTheme(
      <Footer
        name="Nova Reyes"
        year="2026"
        currentPath="/tour/"
        links={[
          {
            icon: "spotify",
            label: "Spotify",
            url: "https://open.spotify.com/a",
          },
          {
            icon: "instagram",
            label: "Instagram",
            url: "https://instagram.com/a",
          },
        ]}
      />,
    )
    const pages = screen.getByRole("navigation", { name: "Pages" })
    expect(pages).toHaveAttribute("id", "site-pages")
    expect(pages.querySelectorAll("a")).toHaveLength(7)
    expect(screen.getByRole("link", { name: "Tour" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    const nav = screen.getByRole("navigation", { name: "Social and streaming" })
    const links = Array.from(nav.querySelectorAll("a"))
    expect(links).toHaveLength(2)
    const instagram = screen.getByRole("link", {
      name: "Instagram (opens in a new tab)",
    })
    expect(instagram).toHaveAttribute("href", "https://instagram.com/a")
    expect(instagram).toHaveAttribute("target", "_blank")
    expect(instagram).toHaveAttribute("rel", "noopener noreferrer")
    expect(
      screen.getByText("© 2026 Nova Reyes. All rights reserved."),
    ).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Privacy" })).toHaveAttribute(
      "href",
      "/privacy/",
    )
    expect(screen.getByRole("link", { name: "Press" })).toHaveAttribute(
      "href",
      "/press/",
    )
    expect(screen.getByRole("link", { name: "News" })).toHaveAttribute(
      "href",
      "/news/",
    )
    // No mailing list: no sign-up.
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument()
  })

  it("carries the mailing list's sign-up under its heading, with the privacy page beside the button", () => {
    renderWithTheme(
      <Footer
        name="Nova Reyes"
        year="2026"
        currentPath="/"
        links={[]}
        signup={signupFormOf(
          {
            service: "kit",
            formUrl: "https://app.kit.com/forms/1234567/subscriptions",
          },
          { language: "en" },
        )}
      />,
    )
    const section = screen.getByRole("region", { name: "Get the News First" })
    expect(section).toContainElement(screen.getByLabelText("Your email"))
    expect(section).toContainElement(
      screen.getByRole("link", { name: "How we use your email" }),
    )
  })
})
