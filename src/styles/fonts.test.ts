import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { fallbackFaces, fontFaceCss, fontFiles } from "./fonts"

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)
      ? [full]
      : []
  })

describe("fontFaceCss", () => {
  const rules = fontFaceCss().match(/@font-face\{[^}]*\}/g) ?? []

  it("declares each web font once, swapping in over its fallback", () => {
    for (const font of fontFiles) {
      const rule = rules.filter(text =>
        text.includes(`font-family:"${font.family}";`),
      )
      expect(rule).toHaveLength(1)
      expect(rule[0]).toContain(`font-weight:${font.weight};`)
      expect(rule[0]).toContain("font-display:swap;")
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

  it("covers every font weight the styles ask for (npm run fonts keeps only that range)", () => {
    const body = fontFiles.find(font => font.family === "Inter Variable")
    const [lightest = NaN, boldest = NaN] = (body?.weight ?? "")
      .split(" ")
      .map(Number)
    const asked = sourceFiles(path.join(__dirname, "..")).flatMap(file =>
      [...readFileSync(file, "utf8").matchAll(/font-weight:\s*(\d+)/g)].map(
        match => Number(match[1]),
      ),
    )
    expect(asked.length).toBeGreaterThan(5)
    for (const weight of asked) {
      expect(weight).toBeGreaterThanOrEqual(lightest)
      expect(weight).toBeLessThanOrEqual(boldest)
    }
  })
})
