import { parse, type DefaultTreeAdapterTypes } from "parse5"

import { hashSource, type InlineSources } from "./policy"

type Node = DefaultTreeAdapterTypes.Node
type Element = DefaultTreeAdapterTypes.Element

const isElement = (node: Node): node is Element => "tagName" in node

const elementsOf = (node: Node): Element[] => {
  const children =
    "content" in node && node.content
      ? node.content.childNodes
      : "childNodes" in node
        ? node.childNodes
        : []
  return [
    ...(isElement(node) ? [node] : []),
    ...children.flatMap(child => elementsOf(child)),
  ]
}

const attribute = (element: Element, name: string) =>
  element.attrs.find(attr => attr.name === name)?.value

/** An element's text exactly as the page holds it (script and style text is raw). */
const textOf = (element: Element) =>
  element.childNodes
    .map(child => ("value" in child ? child.value : ""))
    .join("")

/**
 * The script types a browser runs. JSON-LD and other data blocks are not scripts to a
 * policy, so they need no hash.
 */
const RUNS_AS_SCRIPT = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
])

/**
 * Everything inline in one page that a strict policy must allow by hash: its scripts, its
 * `<style>` elements and its `style` attributes, each once, in the order they appear.
 */
export const inlineSourcesOf = (html: string): InlineSources => {
  const elements = elementsOf(parse(html))
  const unique = (texts: string[]) => [...new Set(texts.map(hashSource))]
  return {
    scripts: unique(
      elements
        .filter(
          element =>
            element.tagName === "script" &&
            attribute(element, "src") === undefined &&
            RUNS_AS_SCRIPT.has(
              (attribute(element, "type") ?? "").trim().toLowerCase(),
            ),
        )
        .map(textOf),
    ),
    styles: unique(
      elements.filter(element => element.tagName === "style").map(textOf),
    ),
    styleAttributes: unique(
      elements.flatMap(element => {
        const style = attribute(element, "style")
        return style === undefined ? [] : [style]
      }),
    ),
  }
}
