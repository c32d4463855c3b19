import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { LAYER_ORDER_CSS } from "./layers"
import { theme } from "./theme"
import { themeTokens } from "./themeTokens"

/**
 * The site's CSS files (the global style and every component's CSS module) draw only with
 * the theme: each custom property they read is a token of theme.ts (or one the file sets
 * itself), no colour is written raw, and media queries use the theme's breakpoints.
 */
const SRC = path.resolve(__dirname, "..")

const cssFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return cssFiles(full)
    return entry.name.endsWith(".css") ? [full] : []
  })

const files = cssFiles(SRC).map(file => ({
  name: path.relative(SRC, file),
  css: readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, ""),
}))

/** The layers the order names, lowest first. */
const LAYER_NAMES = LAYER_ORDER_CSS.replace(/^@layer |;$/g, "").split(", ")

const tokens = new Set(themeTokens().map(([name]) => name))

const { sm, md, lg } = theme.breakpoints
const MEDIA_FEATURES = new Set([
  `(min-width: ${sm}px)`,
  `(min-width: ${md}px)`,
  `(min-width: ${lg}px)`,
  `(max-width: ${md - 0.02}px)`,
  "(hover: hover) and (pointer: fine)",
  "(prefers-reduced-motion: reduce)",
])

describe("the site's CSS files", () => {
  it("are there", () => {
    expect(files.map(file => file.name)).toContain("styles/global.css")
  })

  it.each(files.map(file => [file.name, file.css]))(
    "%s states the layers' order before using one",
    (_, css) => {
      const layers = [...css.matchAll(/@layer\s+([^{;]+)[{;]/g)].map(match =>
        (match[1] ?? "").trim(),
      )
      if (layers.length === 0) return
      expect(`@layer ${layers[0]};`).toBe(LAYER_ORDER_CSS)
      expect(layers.slice(1).every(name => LAYER_NAMES.includes(name))).toBe(
        true,
      )
    },
  )

  it("puts the global style under the shared looks", () => {
    const global = files.find(file => file.name === "styles/global.css")
    expect(global?.css).toMatch(/^\s*@layer reset, ui;\s*@layer reset \{/)
  })

  it.each(files.map(file => [file.name, file.css]))(
    "%s reads only theme tokens or properties it sets",
    (_, css) => {
      const own = new Set(
        [...css.matchAll(/(--[\w-]+)\s*:/g)].map(match => match[1]),
      )
      const unknown = [...css.matchAll(/var\((--[\w-]+)/g)]
        .map(match => match[1] ?? "")
        .filter(name => !tokens.has(name) && !own.has(name))
      expect(unknown).toEqual([])
    },
  )

  it.each(files.map(file => [file.name, file.css]))(
    "%s writes no colour of its own",
    (_, css) => {
      expect(css.match(/#[0-9a-f]{3,8}\b|\b(?:rgb|hsl)a?\(/gi)).toBeNull()
    },
  )

  it.each(files.map(file => [file.name, file.css]))(
    "%s asks only the theme's media queries",
    (_, css) => {
      const queries = [...css.matchAll(/@media\s+([^{]+)\{/g)].map(match =>
        (match[1] ?? "").trim(),
      )
      expect(queries.filter(query => !MEDIA_FEATURES.has(query))).toEqual([])
    },
  )
})
