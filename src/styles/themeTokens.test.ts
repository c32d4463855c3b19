import { theme } from "./theme"
import { fontStackTokensCss, themeTokens, themeTokensCss } from "./themeTokens"

describe("themeTokens", () => {
  const tokens = new Map(themeTokens())

  it("names each token after its place in the theme", () => {
    expect(tokens.get("--colors-surface-raised")).toBe(
      theme.colors.surfaceRaised,
    )
    expect(tokens.get("--space-4")).toBe(theme.space[4])
    expect(tokens.get("--font-sizes-md")).toBe(theme.fontSizes.md)
    expect(tokens.get("--sizes-touch-target")).toBe(theme.sizes.touchTarget)
  })

  it("writes numbers as pixels, but for layers and line heights", () => {
    expect(tokens.get("--icon-sizes-sm")).toBe(`${theme.iconSizes.sm}px`)
    expect(tokens.get("--z-indices-header")).toBe(String(theme.zIndices.header))
    expect(tokens.get("--line-heights-body")).toBe(
      String(theme.lineHeights.body),
    )
  })

  it("gives every token of the theme once, the page's in one :root rule", () => {
    const count = Object.values(theme).reduce(
      (sum, group) => sum + Object.keys(group).length,
      0,
    )
    expect(tokens.size).toBe(count)
    expect(themeTokensCss()).toMatch(/^:root\{--colors-bg:#120a1c;.*\}$/)
  })

  it("leaves the font stacks to the fonts' styles, which name the faces", () => {
    expect(themeTokensCss()).not.toContain("--fonts-")
    expect(fontStackTokensCss(theme.fonts)).toBe(
      `:root{--fonts-body:${theme.fonts.body};--fonts-display:${theme.fonts.display};--fonts-headline:${theme.fonts.headline}}`,
    )
  })
})
