import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

import { LAYER_ORDER_CSS } from "./layers"
import { fontStackProperty, fontStacks } from "./theme"

/**
 * Every style of the site is a styled component's (or a `css`, `keyframes` or
 * `createGlobalStyle` template's), and draws only with the theme: no colour is written
 * raw, media queries come from src/styles/media.ts (the theme's breakpoints), the only
 * custom properties read are the font stacks' (which the page switches) and ones the
 * site's styles set, and the only cascade layers are the ones every page orders
 * (src/styles/layers.ts).
 */
const SRC = path.resolve(__dirname, "..")

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(css|tsx?)$/.test(entry.name) &&
      !/\.(test|d)\.tsx?$/.test(entry.name)
      ? [full]
      : []
  })

const files = sourceFiles(SRC)

/** A template's tag is a style's: styled.a, styled(Link), styled.a.attrs(…), css, … */
const isStyleTag = (tag: ts.Expression): boolean => {
  if (ts.isIdentifier(tag))
    return ["css", "keyframes", "createGlobalStyle"].includes(tag.text)
  if (ts.isPropertyAccessExpression(tag))
    return ts.isIdentifier(tag.expression) && tag.expression.text === "styled"
      ? true
      : isStyleTag(tag.expression)
  if (ts.isCallExpression(tag)) return isStyleTag(tag.expression)
  return false
}

/** The written text of every style template in a file (what its `${…}` leave out). */
const styleTextsOf = (file: string): string[] => {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  )
  const texts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isStyleTag(node.tag)) {
      const template = node.template
      texts.push(
        ts.isNoSubstitutionTemplateLiteral(template)
          ? template.text
          : [
              template.head.text,
              ...template.templateSpans.map(span => span.literal.text),
            ].join("${}"),
      )
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return texts.map(text => text.replace(/\/\*[\s\S]*?\*\//g, ""))
}

const styles = files.flatMap(file =>
  styleTextsOf(file).map(css => [path.relative(SRC, file), css] as const),
)

/** The custom properties the site's styles set themselves (a card's `--reveal`). */
const SET_PROPERTIES = new Set(
  styles.flatMap(([, css]) =>
    [...css.matchAll(/(--[\w-]+)\s*:/g)].map(match => match[1] ?? ""),
  ),
)
const LAYER_NAMES = LAYER_ORDER_CSS.replace(/^@layer |;$/g, "").split(", ")
const FONT_PROPERTIES = new Set<string>(
  Object.keys(fontStacks).map(name =>
    fontStackProperty(name as keyof typeof fontStacks),
  ),
)

describe("the site's styles", () => {
  it("are all styled components: no CSS file is left in src/", () => {
    expect(files.filter(file => file.endsWith(".css"))).toEqual([])
  })

  it("are there, the global style's among them", () => {
    expect(styles.length).toBeGreaterThan(50)
    expect(styles.map(([file]) => file)).toContain("styles/GlobalStyle.ts")
  })

  it.each(styles)("%s writes no colour of its own", (_, css) => {
    expect(css.match(/#[0-9a-f]{3,8}\b|\b(?:rgb|hsl)a?\(/gi)).toBeNull()
  })

  it.each(styles)(
    "%s asks only the theme's media queries (src/styles/media.ts)",
    (_, css) => {
      expect(css).not.toMatch(/@media/)
    },
  )

  it.each(styles)(
    "%s reads only the font stacks' custom properties, or ones a style of the site sets",
    (_, css) => {
      const unknown = [...css.matchAll(/var\((--[\w-]+)/g)]
        .map(match => match[1] ?? "")
        .filter(name => !FONT_PROPERTIES.has(name) && !SET_PROPERTIES.has(name))
      expect(unknown).toEqual([])
    },
  )

  it.each(styles)("%s puts rules only in the ordered layers", (_, css) => {
    const layers = [...css.matchAll(/@layer\s+([\w-]+)/g)].map(
      match => match[1],
    )
    expect(layers.filter(name => !LAYER_NAMES.includes(name ?? ""))).toEqual([])
  })

  it("keeps the reset in the lowest layer, under the shared looks", () => {
    const global = styles.find(([file]) => file === "styles/GlobalStyle.ts")
    expect(global?.[1]).toMatch(/^\s*@layer reset \{/)
    expect(LAYER_NAMES).toEqual(["reset", "ui"])
  })
})
