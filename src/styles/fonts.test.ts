import {
  displayStroke,
  fallbackFaceCss,
  fallbackFaces,
  firstVisitFontStacks,
  fontFaceCss,
  fontTokensCss,
  webFontFaceCss,
  webFontsSwitchScript,
} from "./fonts"
import { fontStacks, theme } from "./theme"
import { fontFiles, WEB_FONTS_STYLE_ID } from "./webFontFiles"

describe("fontFaceCss", () => {
  const rules = fontFaceCss().match(/@font-face\{[^}]*\}/g) ?? []

  it("declares each web font once, never swapped in after the first paint", () => {
    for (const font of fontFiles) {
      const rule = rules.filter(text =>
        text.includes(`font-family:"${font.family}";`),
      )
      expect(rule).toHaveLength(1)
      expect(rule[0]).toContain(`font-weight:${font.weight};`)
      expect(rule[0]).toContain("font-display:optional;")
      expect(rule[0]).toContain(`src:url("${font.url}") format("woff2")`)
    }
  })

  it("declares each local fallback with its size and metric overrides", () => {
    for (const face of fallbackFaces) {
      const rule = rules.find(
        text =>
          text.includes(`font-family:"${face.family}";`) &&
          text.includes(`size-adjust:${face.sizeAdjust};`),
      )
      expect(rule).toContain(`src:${face.src};`)
      expect(rule).toContain(`size-adjust:${face.sizeAdjust};`)
      expect(rule).toContain(`ascent-override:${face.ascentOverride};`)
      expect(rule).toContain(`descent-override:${face.descentOverride};`)
      expect(rule).toContain("line-gap-override:0%")
    }
    expect(rules).toHaveLength(fontFiles.length + fallbackFaces.length)
  })

  it("sizes a stand-in's capitals apart, in a rule after its other characters, so checked first", () => {
    const narrow = rules.filter(text =>
      text.includes('font-family:"Anton Fallback Narrow";'),
    )
    expect(narrow).toHaveLength(2)
    expect(narrow[0]).not.toContain("unicode-range")
    expect(narrow[1]).toContain("unicode-range:U+41-5A, U+C0-D6, U+D8-DE}")
    // The same line metrics after scaling: mixing the two moves no baseline.
    const ascentOf = (rule = "") => {
      const [, size, ascent] =
        /size-adjust:([\d.]+)%;ascent-override:([\d.]+)%/.exec(rule) ?? []
      return Math.round(Number(size) * Number(ascent)) / 100
    }
    expect(ascentOf(narrow[0])).toBeCloseTo(117.6, 0)
    expect(ascentOf(narrow[1])).toBeCloseTo(117.6, 0)
  })
})

describe("the web fonts' two styles", () => {
  const rulesOf = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? []

  it("keeps the web fonts apart from the fallbacks, which are always on", () => {
    const web = rulesOf(webFontFaceCss())
    const fallbacks = rulesOf(fallbackFaceCss())
    expect(web).toHaveLength(fontFiles.length)
    expect(fallbacks).toHaveLength(fallbackFaces.length)
    for (const rule of fallbacks) expect(rule).not.toContain("url(")
    expect(fontFaceCss()).toBe(fallbackFaceCss() + webFontFaceCss())
  })

  const stacksOf = (css: string) =>
    Object.fromEntries(
      [...css.matchAll(/--fonts-([a-z]+):([^;}]*)/g)].map(([, name, stack]) => [
        name,
        stack,
      ]),
    )

  it("names no web font in the stacks a first visit draws with", () => {
    const stacks = stacksOf(fallbackFaceCss())
    expect(Object.keys(stacks).sort()).toEqual(Object.keys(fontStacks).sort())
    for (const stack of Object.values(stacks))
      for (const font of fontFiles)
        expect(stack).not.toContain(`"${font.family}"`)
    expect(stacks.body).toBe(
      `"Inter Fallback Arial", "Inter Fallback DejaVu", system-ui, sans-serif`,
    )
    expect(stacks.display).toBe(
      `"Anton Fallback Narrow", "Anton Fallback Condensed", "Anton Fallback Arial", sans-serif`,
    )
    expect(firstVisitFontStacks.display).toBe(stacks.display)
  })

  it("names the web fonts again, first, once their style is on", () => {
    expect(stacksOf(webFontFaceCss())).toEqual(fontStacks)
    expect(fontStacks.body).toMatch(/^"Inter Variable", /)
    expect(fontStacks.display).toMatch(/^"Anton", /)
    // The previews' fonts end with the web fonts' stacks, so those apply there.
    expect(stacksOf(fontFaceCss())).toEqual(fontStacks)
  })
})

describe("webFontsSwitchScript", () => {
  const pageFrom = (referrer: string) => {
    document.head.innerHTML = `<style id="${WEB_FONTS_STYLE_ID}" media="not all"></style>`
    delete document.documentElement.dataset.webFonts
    Object.defineProperty(document, "referrer", {
      value: referrer,
      configurable: true,
    })
    // The script runs as the page's inline script does: on its own, before the first paint.
    new Function(webFontsSwitchScript())()
    return {
      media: document.getElementById(WEB_FONTS_STYLE_ID)?.getAttribute("media"),
      mark: document.documentElement.dataset.webFonts,
    }
  }

  it("switches the web fonts on for a visitor coming from another page of the site", () => {
    expect(pageFrom(`${window.location.origin}/tour/`)).toEqual({
      media: null,
      mark: "on",
    })
  })

  it.each([
    ["a first visit", ""],
    ["a visitor from another site", "https://www.google.com/"],
    ["an odd referrer", "not a url"],
  ])("leaves them off for %s", (_, referrer) => {
    expect(pageFrom(referrer)).toEqual({ media: "not all", mark: undefined })
  })
})

describe("fontTokensCss", () => {
  it("states each stack and the display outline as the custom properties the theme names", () => {
    expect(fontTokensCss(fontStacks, "0")).toBe(
      `:root{--fonts-body:${fontStacks.body};--fonts-display:${fontStacks.display};--fonts-display-stroke:0}`,
    )
    expect(theme.fonts.body).toBe("var(--fonts-body)")
    expect(theme.fonts.displayStroke).toBe("var(--fonts-display-stroke, 0)")
  })

  it("outlines the display stand-ins on a first visit, and nothing once the web fonts are on", () => {
    expect(fallbackFaceCss()).toContain(
      `--fonts-display-stroke:${displayStroke.firstVisit}}`,
    )
    expect(webFontFaceCss()).toMatch(/--fonts-display-stroke:0\}$/)
  })
})
