import type { DefaultTreeAdapterTypes } from "parse5"

/** Walking a page parsed by parse5: the build's passes over the HTML it wrote. */
export type Node = DefaultTreeAdapterTypes.Node
export type Element = DefaultTreeAdapterTypes.Element

export const isElement = (node: Node): node is Element => "tagName" in node

export const attributeOf = (element: Element, name: string) =>
  element.attrs.find(attr => attr.name === name)?.value

/** Every node of a parsed document in document order, `<template>` contents included. */
export const nodesOf = (node: Node): Node[] => {
  const children =
    "content" in node && node.content
      ? node.content.childNodes
      : "childNodes" in node
        ? node.childNodes
        : []
  return [node, ...children.flatMap(nodesOf)]
}

/** A page's language, from the `<html lang>` Gatsby writes (gatsby-ssr.tsx), unparsed. */
export const pageLanguageOf = (html: string) =>
  /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1]
