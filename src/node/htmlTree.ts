import type { DefaultTreeAdapterTypes } from "parse5"

export type Node = DefaultTreeAdapterTypes.Node
export type Element = DefaultTreeAdapterTypes.Element

export const isElement = (node: Node): node is Element => "tagName" in node

export const attributeOf = (element: Element, name: string) =>
  element.attrs.find(attr => attr.name === name)?.value

/** In document order, `<template>` contents included; `into` is the walk's own. */
export const nodesOf = (node: Node, into: Node[] = []): Node[] => {
  into.push(node)
  const children =
    "content" in node && node.content
      ? node.content.childNodes
      : "childNodes" in node
        ? node.childNodes
        : []
  for (const child of children) nodesOf(child, into)
  return into
}

export const pageLanguageOf = (html: string) =>
  /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1]
