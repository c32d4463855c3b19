import * as React from "react"
import { screen, within } from "@testing-library/react"

import { LanguageProvider } from "../../hooks/useLanguage"
import { renderWithTheme } from "../../test/renderWithTheme"
import LanguageSwitch, { type LanguageSwitchProps } from "./LanguageSwitch"

const renderIn = (language: "en" | "es", props: LanguageSwitchProps) =>
  renderWithTheme(
    <LanguageProvider value={language}>
      <LanguageSwitch {...props} />
    </LanguageProvider>,
  )

describe("<LanguageSwitch>", () => {
  it("marks the current language and links the same page in the other one", () => {
    renderIn("en", { currentPath: "/tour/los-angeles/", layout: "compact" })
    const switcher = screen.getByRole("navigation", { name: "Language" })
    const current = switcher.querySelector('[aria-current="true"]')
    expect(current).toHaveTextContent("English")
    expect(current).toHaveTextContent("EN")
    // The code it shows starts its name (WCAG 2.5.3 Label in Name).
    const spanish = within(switcher).getByRole("link", {
      name: "ES Leer esta página en español",
    })
    expect(spanish).toHaveAttribute("href", "/es/tour/los-angeles/")
    expect(spanish).toHaveAttribute("hreflang", "es")
    expect(spanish).toHaveAttribute("lang", "es")
    expect(spanish).toHaveTextContent("ES")
  })

  it("speaks the page's language, and leads back to English", () => {
    renderIn("es", { currentPath: "/es/store/", layout: "full" })
    const switcher = screen.getByRole("navigation", { name: "Idioma" })
    expect(switcher.querySelector('[aria-current="true"]')).toHaveTextContent(
      "Español",
    )
    const english = within(switcher).getByRole("link", {
      name: "Read this page in English",
    })
    expect(english).toHaveAttribute("href", "/store/")
    expect(english).toHaveTextContent("English")
  })

  it("leads to the other language's home page from a page that does not exist", () => {
    renderIn("es", {
      currentPath: "/es/no-existe/",
      layout: "compact",
      notFound: true,
    })
    expect(
      screen.getByRole("link", { name: "EN Read this page in English" }),
    ).toHaveAttribute("href", "/")
  })
})
