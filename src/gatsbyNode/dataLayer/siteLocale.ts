import { typeNameOf } from "../../lib/data/dataSchema"
import { inLanguage, type Language } from "../../lib/languages"

export type Node = Record<string, unknown>

export type NodeModel = {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<Node> }>
  findOne: (args: { type: string }) => Promise<Node | null>
}

/** A field written once is the same in every language. */
export const textIn = (node: Node, field: string, language: Language) => {
  const text = inLanguage(node[field], language) ?? node[field]
  return typeof text === "string" ? text : ""
}

export const siteLocaleOf = async (
  nodeModel: NodeModel,
  language: Language,
): Promise<string> => {
  const site = await nodeModel.findOne({ type: typeNameOf("site") })
  return (site && textIn(site, "locale", language)) || language
}
