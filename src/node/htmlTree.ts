import type { DefaultTreeAdapterTypes } from "parse5"

export type Node = DefaultTreeAdapterTypes.Node
export type Element = DefaultTreeAdapterTypes.Element

export const isElement = (node: Node): node is Element => "tagName" in node

export const attributeOf = (element: Element, name: string) =>
  element.attrs.find(attr => attr.name === name)?.value

const childrenOf = (node: Node): readonly Node[] =>
  "content" in node && node.content
    ? node.content.childNodes
    : "childNodes" in node
      ? node.childNodes
      : []

/** In document order, `<template>` contents included. */
export const nodesOf = (root: Node): Node[] => {
  const nodes: Node[] = []
  const visit = (node: Node) => {
    nodes.push(node)
    for (const child of childrenOf(node)) visit(child)
  }
  visit(root)
  return nodes
}

export const pageLanguageOf = (html: string) =>
  /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1]
