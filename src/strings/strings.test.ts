import { en } from "./en"
import { es } from "./es"

type Kind = "string" | "function" | "object" | "undefined" | "other"

const kindOf = (value: unknown): Kind => {
  if (value === undefined) return "undefined"
  if (typeof value === "string") return "string"
  if (typeof value === "function") return "function"
  if (typeof value === "object" && value !== null) return "object"
  return "other"
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  kindOf(value) === "object"

/** Every difference in shape between two languages' texts, each naming its key path. */
const shapeDifferences = (
  a: unknown,
  b: unknown,
  path: string,
  [nameA, nameB]: [string, string],
): string[] => {
  const kindA = kindOf(a)
  const kindB = kindOf(b)
  if (kindA !== kindB)
    return [`${path}: ${kindA} in ${nameA}, ${kindB} in ${nameB}`]
  if (typeof a === "function" && typeof b === "function")
    return a.length === b.length
      ? []
      : [
          `${path}: ${a.length} parameter(s) in ${nameA}, ${b.length} in ${nameB}`,
        ]
  if (!isRecord(a) || !isRecord(b)) return []
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].flatMap(key => {
    const child = path ? `${path}.${key}` : key
    if (!(key in b)) return [`${child}: in ${nameA}, missing from ${nameB}`]
    if (!(key in a)) return [`${child}: in ${nameB}, missing from ${nameA}`]
    return shapeDifferences(a[key], b[key], child, [nameA, nameB])
  })
}

/** Every string of a language's text, functions called with "X" for each argument. */
const textsOf = (value: unknown, path = ""): [string, unknown][] => {
  if (typeof value === "function")
    return [[path, value(...Array<string>(value.length).fill("X"))]]
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, child]) =>
      textsOf(child, path ? `${path}.${key}` : key),
    )
  return [[path, value]]
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

describe("interface text", () => {
  it("has the same keys, kinds of value and parameter counts in Spanish as in English", () => {
    expect(shapeDifferences(en, es, "", ["en", "es"])).toEqual([])
  })

  it("has no empty Spanish string, function results included", () => {
    const empty = textsOf(es)
      .filter(([, text]) => text !== undefined)
      .filter(([, text]) => typeof text !== "string" || text.trim() === "")
      .map(([path]) => path)
    expect(empty).toEqual([])
  })

  it("keeps English's {placeholders} in every Spanish sentence", () => {
    const english = new Map(textsOf(en))
    const differing = textsOf(es)
      .filter(([path, text]) => {
        const original = english.get(path)
        return (
          typeof text === "string" &&
          typeof original === "string" &&
          placeholders(text).join() !== placeholders(original).join()
        )
      })
      .map(([path]) => path)
    expect(differing).toEqual([])
  })
})
