import type { DefaultTreeAdapterTypes } from "parse5"

export type Node = DefaultTreeAdapterTypes.Node
export type Element = DefaultTreeAdapterTypes.Element

export const isElement = (node: Node): node is Element => "tagName" in node

export const attributeOf = (element: Element, name: string) =>
  element.attrs.find(attr => attr.name === name)?.value

/** In document order, `<template>` contents included. */
export const nodesOf = (node: Node): Node[] => {
  const children =
    "content" in node && node.content
      ? node.content.childNodes
      : "childNodes" in node
        ? node.childNodes
        : []
  return [node, ...children.flatMap(nodesOf)]
}

export const pageLanguageOf = (html: string) =>
  /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1]
