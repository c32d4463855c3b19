import { fallbackFaces, fontFaceCss, fontFiles } from "./fonts"

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
      const rule = rules.find(text =>
        text.includes(`font-family:"${face.family}";`),
      )
      expect(rule).toContain(`src:${face.src};`)
      expect(rule).toContain(`size-adjust:${face.sizeAdjust};`)
      expect(rule).toContain(`ascent-override:${face.ascentOverride};`)
      expect(rule).toContain(`descent-override:${face.descentOverride};`)
      expect(rule).toContain("line-gap-override:0%")
    }
    expect(rules).toHaveLength(fontFiles.length + fallbackFaces.length)
  })
})
