import {
  alternateLinks,
  languageOfPath,
  localizePath,
  openGraphLocale,
  pageLanguage,
  pathWithoutLanguage,
} from "./languages"

describe("languages", () => {
  it("reads a page's language from its path", () => {
    expect(languageOfPath("/")).toBe("en")
    expect(languageOfPath("/tour/los-angeles/")).toBe("en")
    expect(languageOfPath("/es/")).toBe("es")
    expect(languageOfPath("/es")).toBe("es")
    expect(languageOfPath("/es/tour/")).toBe("es")
    // A page whose name only starts like the folder is English.
    expect(languageOfPath("/escenario/")).toBe("en")
    expect(languageOfPath("/en/about/")).toBe("en")
  })

  it("puts a page in either language, whichever it is in now", () => {
    expect(localizePath("/", "es")).toBe("/es/")
    expect(localizePath("/tour/los-angeles/", "es")).toBe(
      "/es/tour/los-angeles/",
    )
    expect(localizePath("/es/tour/", "en")).toBe("/tour/")
    expect(localizePath("/es/", "en")).toBe("/")
    expect(localizePath("/es/tour/", "es")).toBe("/es/tour/")
    expect(localizePath("/404.html", "es")).toBe("/es/404.html")
    expect(pathWithoutLanguage("/es")).toBe("/")
  })

  it("gives every version of a page the same absolute alternates, English as x-default", () => {
    const expected = [
      { hrefLang: "en", href: "https://novareyes.example/tour/" },
      { hrefLang: "es", href: "https://novareyes.example/es/tour/" },
      { hrefLang: "x-default", href: "https://novareyes.example/tour/" },
    ]
    expect(alternateLinks("https://novareyes.example", "/tour/")).toEqual(
      expected,
    )
    expect(alternateLinks("https://novareyes.example", "/es/tour/")).toEqual(
      expected,
    )
  })

  it("names only the languages a page exists in, and none for a page in one", () => {
    expect(
      alternateLinks("https://novareyes.example", "/news/note/", ["en"]),
    ).toEqual([])
    expect(
      alternateLinks("https://novareyes.example", "/news/post/", ["en", "es"]),
    ).toHaveLength(3)
  })

  it("takes the language from the page's context, else from its path", () => {
    expect(pageLanguage({ language: "es" }, "/")).toBe("es")
    expect(pageLanguage({}, "/es/no-such-page/")).toBe("es")
    expect(pageLanguage(undefined, "/about/")).toBe("en")
  })

  it("writes locales the Open Graph way", () => {
    expect(openGraphLocale("es-US")).toBe("es_US")
  })
})
