import * as React from "react"
import { screen } from "@testing-library/react"

import { signupFormOf } from "../../lib/signup/signupFields"
import InfoCards from "./InfoCards"
import { renderWithTheme } from "../../test/renderWithTheme"

const streams = { title: "Over 1K+ streams", body: "Fans everywhere." }
const join = { title: "Join the Movement", body: "Say hola." }

describe("<InfoCards>", () => {
  it("shows the latest single, the streaming count and join the movement", () => {
    renderWithTheme(
      <InfoCards
        latest={{
          title: "Luz de Neón",
          description: "The debut.",
          isSingle: true,
        }}
        streams={streams}
        join={join}
      />,
    )
    expect(
      screen.getAllByRole("heading", { level: 2 }).map(h => h.textContent),
    ).toEqual(["Luz de Neón", "Over 1K+ streams", "Join the Movement"])
    expect(screen.getByText("Latest Single")).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: "Hear it on the music page" }),
    ).toHaveAttribute("href", "/music/")
  })

  it("holds the mailing list's sign-up in the join card, or links to the contact page without one", () => {
    const signup = signupFormOf(
      {
        service: "buttondown",
        formUrl: "https://buttondown.com/api/emails/embed-subscribe/nova",
      },
      { language: "en" },
    )
    const { unmount } = renderWithTheme(
      <InfoCards latest={null} streams={streams} join={join} signup={signup} />,
    )
    expect(screen.getByLabelText("Your email")).toHaveAttribute("name", "email")
    expect(
      screen.queryByRole("link", { name: "Get in touch" }),
    ).not.toBeInTheDocument()
    unmount()
    renderWithTheme(<InfoCards latest={null} streams={streams} join={join} />)
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Get in touch" })).toHaveAttribute(
      "href",
      "/contact/",
    )
  })

  it("names the card 'Latest Release' when no single is out", () => {
    renderWithTheme(
      <InfoCards
        latest={{
          title: "Corazón Eléctrico",
          description: "Five songs.",
          isSingle: false,
        }}
        streams={streams}
        join={join}
      />,
    )
    expect(screen.getByText("Latest Release")).toBeInTheDocument()
    expect(screen.queryByText("Latest Single")).not.toBeInTheDocument()
  })

  it("leaves the release card out before the first release", () => {
    renderWithTheme(<InfoCards latest={null} streams={streams} join={join} />)
    expect(screen.queryByText("Latest Single")).not.toBeInTheDocument()
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2)
  })
})
