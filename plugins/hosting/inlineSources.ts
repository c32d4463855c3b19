import { parse } from "parse5"

import {
  attributeOf,
  isElement,
  nodesOf,
  type Element,
} from "../../src/node/htmlTree"
import { hashSource, type InlineSources } from "./policy"

/** Exactly as the page holds it, which is what the hash covers (script and style text is raw). */
const textOf = (element: Element) =>
  element.childNodes
    .map(child => ("value" in child ? child.value : ""))
    .join("")

// JSON-LD and other data blocks are not scripts to a policy, so they need no hash.
const RUNS_AS_SCRIPT = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
])

export const inlineSourcesOf = (html: string): InlineSources => {
  const elements = nodesOf(parse(html)).filter(isElement)
  const unique = (texts: string[]) => [...new Set(texts.map(hashSource))]
  return {
    scripts: unique(
      elements
        .filter(
          element =>
            element.tagName === "script" &&
            attributeOf(element, "src") === undefined &&
            RUNS_AS_SCRIPT.has(
              (attributeOf(element, "type") ?? "").trim().toLowerCase(),
            ),
        )
        .map(textOf),
    ),
    styles: unique(
      elements.filter(element => element.tagName === "style").map(textOf),
    ),
    styleAttributes: unique(
      elements.flatMap(element => attributeOf(element, "style") ?? []),
    ),
  }
}
