import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { strings } from "../strings"
import { characters } from "./fontCharacters.json"

const textIn = (value: unknown): string[] => {
  if (typeof value === "string")
    return /^(?:https?:|\.\/|mailto:)/.test(value) ? [] : [value]
  if (typeof value === "function") return []
  if (Array.isArray(value)) return value.flatMap(textIn)
  if (typeof value === "object" && value !== null) {
    return Object.entries(value)
      .filter(([key]) => key !== "$schema")
      .flatMap(([, inner]) => textIn(inner))
  }
  return []
}

describe("the font subset", () => {
  it("holds every character the shipped content and interface text use", () => {
    const files = readdirSync("data").filter(file => file.endsWith(".json"))
    const texts = [
      ...files.flatMap(file =>
        textIn(JSON.parse(readFileSync(path.join("data", file), "utf8"))),
      ),
      ...textIn(strings),
    ]
    const missing = new Set(
      [...texts.join("")].filter(
        char => !characters.includes(char) && char !== "\n",
      ),
    )
    expect([...missing]).toEqual([])
  })
})
