import * as React from "react"
import { screen } from "@testing-library/react"

import { privacyStrings } from "../../strings/privacy"
import PrivacySections from "./PrivacySections"
import { renderWithTheme } from "../../test/renderWithTheme"

const sections = [
  { heading: "What the forms collect", paragraphs: ["Your email address."] },
  { heading: "Why", paragraphs: ["To send the news.", "Never sold."] },
]

describe("<PrivacySections>", () => {
  it("shows the team's sections, then who receives what, named from the services, and whom to ask", () => {
    renderWithTheme(
      <PrivacySections
        updated={{ day: "2026-11-25", label: "November 25, 2026" }}
        sections={sections}
        mailingList={{
          name: "Buttondown",
          privacyUrl: "https://buttondown.com/legal/privacy",
        }}
        contactFormHost="forms.example.test"
        pressEmail="press@novareyes.example"
        words={privacyStrings.en}
      />,
    )
    expect(
      screen.getAllByRole("heading", { level: 2 }).map(h => h.textContent),
    ).toEqual(["What the forms collect", "Why", "Who receives it", "Questions"])
    expect(screen.getByText("Last updated November 25, 2026")).toHaveAttribute(
      "datetime",
      "2026-11-25",
    )
    expect(
      screen.getByText(/sends your address and language to Buttondown/),
    ).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: /Buttondown's privacy policy/ }),
    ).toHaveAttribute("href", "https://buttondown.com/legal/privacy")
    expect(screen.getByText(/form service at forms.example.test/)).toBeVisible()
    expect(
      screen.getByRole("link", { name: "press@novareyes.example" }),
    ).toHaveAttribute("href", "mailto:press@novareyes.example")
  })

  it("says what the counting service counts, and how to be left out, where one is set", () => {
    renderWithTheme(
      <PrivacySections
        updated={{ day: "2026-11-25", label: "November 25, 2026" }}
        sections={sections}
        counting={{
          name: "GoatCounter",
          privacyUrl: "https://www.goatcounter.com/help/privacy",
          host: "novareyes.goatcounter.com",
          pixel: true,
        }}
        pressEmail="press@novareyes.example"
        words={privacyStrings.en}
      />,
    )
    expect(
      screen.getAllByRole("heading", { level: 2 }).map(h => h.textContent),
    ).toEqual(["What the forms collect", "Why", "Counting visits", "Questions"])
    expect(
      screen.getByText(
        /counts visits with GoatCounter, at novareyes.goatcounter.com. It sets no cookie/,
      ),
    ).toBeVisible()
    expect(screen.getByText(/a tiny image/)).toBeVisible()
    expect(
      screen.getByText(/Global Privacy Control or Do Not Track/),
    ).toBeVisible()
    expect(
      screen.getByRole("link", { name: /GoatCounter's privacy policy/ }),
    ).toHaveAttribute("href", "https://www.goatcounter.com/help/privacy")
  })

  it("names no service where the site has none", () => {
    renderWithTheme(
      <PrivacySections
        updated={{ day: "2026-11-25", label: "25 de noviembre de 2026" }}
        sections={sections}
        pressEmail="press@novareyes.example"
        words={privacyStrings.es}
      />,
    )
    expect(
      screen.queryByRole("heading", { name: "Quién lo recibe" }),
    ).not.toBeInTheDocument()
    expect(screen.getByText(/Escribe a/)).toBeInTheDocument()
  })
})
