// The reference the build's faster reader (plugins/hosting/inlineSources.ts) is held to: parse5.
import { parse } from "parse5"

import {
  attributeOf,
  isElement,
  nodesOf,
  type Element,
} from "../../src/node/htmlTree"
import { RUNS_AS_SCRIPT } from "../../plugins/hosting/inlineSources"
import { hashSource, type InlineSources } from "../../plugins/hosting/policy"

const textOf = (element: Element) =>
  element.childNodes
    .map(child => ("value" in child ? child.value : ""))
    .join("")

export const inlineSourcesByParse5 = (html: string): InlineSources => {
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
