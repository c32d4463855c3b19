import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { en } from "../strings/en"
import { es } from "../strings/es"
import { languageNames } from "../strings/languageNames"
import { bodyWeights, characters } from "./fontSubset.json"

const textIn = (value: unknown): string[] => {
  if (typeof value === "string")
    return /^(?:https?:|images\/|mailto:)/.test(value) ? [] : [value]
  if (typeof value === "function") return []
  if (Array.isArray(value)) return value.flatMap(textIn)
  if (typeof value === "object" && value !== null) {
    return Object.entries(value)
      .filter(([key]) => key !== "$schema")
      .flatMap(([, inner]) => textIn(inner))
  }
  return []
}

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(?:tsx?|css)$/.test(entry.name) && !/\.test\./.test(entry.name)
      ? [full]
      : []
  })

const dataFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory())
      return entry.name === "images" ? [] : dataFiles(full)
    return entry.name.endsWith(".json") ? [full] : []
  })

describe("the font subset", () => {
  it("holds every character the sample content and interface text use", () => {
    // The tests' own copy of the sample content: an editor's text may use any character,
    // and one outside the subset shows in the system font rather than breaking.
    const texts = [
      ...dataFiles("tests/fixtures/data").flatMap(file =>
        textIn(JSON.parse(readFileSync(file, "utf8"))),
      ),
      ...textIn(en),
      ...textIn(es),
      ...textIn(languageNames),
    ]
    const missing = new Set(
      [...texts.join("")].filter(
        char => !characters.includes(char) && char !== "\n",
      ),
    )
    expect([...missing]).toEqual([])
  })

  it("keeps every font weight the styles ask for", () => {
    const asked = sourceFiles("src").flatMap(file =>
      [...readFileSync(file, "utf8").matchAll(/font-weight:\s*(\d+)/g)].map(
        match => Number(match[1]),
      ),
    )
    expect(asked.length).toBeGreaterThan(5)
    for (const weight of asked) {
      expect(weight).toBeGreaterThanOrEqual(bodyWeights.min)
      expect(weight).toBeLessThanOrEqual(bodyWeights.max)
    }
  })
})
