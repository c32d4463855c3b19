import { typeNameOf } from "../lib/data/dataSchema"
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../lib/languages"
import { byTypeThenName } from "../lib/sortProducts"

type Node = Record<string, unknown>

/** The part of Gatsby's node model the resolver reads. */
type NodeModel = {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<Node> }>
  findOne: (args: { type: string }) => Promise<Node | null>
}

const inLanguage = (node: Node, field: string, language: Language) => {
  const value = node[field]
  const text =
    value !== null && typeof value === "object"
      ? (value as Record<string, unknown>)[language]
      : value
  return typeof text === "string" ? text : ""
}

/**
 * The store's products in the order of one language: by kind of product, then by name, as
 * that language sorts words (the names differ between languages, so no query sort can do
 * it). Sorting at build time keeps the collator, which costs more to build than the rest
 * of the store's hydration, out of the browser.
 */
export const productsInStoreOrder = async (
  nodeModel: NodeModel,
  language: Language,
): Promise<Node[]> => {
  const [{ entries }, site] = await Promise.all([
    nodeModel.findAll({ type: typeNameOf("products") }),
    nodeModel.findOne({ type: typeNameOf("site") }),
  ])
  const locale = site ? inLanguage(site, "locale", language) : ""
  const order = byTypeThenName(locale || language)
  return [...entries]
    .map(node => ({
      node,
      type: inLanguage(node, "type", language),
      name: inLanguage(node, "name", language),
    }))
    .sort(order)
    .map(({ node }) => node)
}

/** `storeProducts(language: $language)` on the root query type, for `createResolvers`. */
export const storeResolvers = {
  Query: {
    storeProducts: {
      type: `[${typeNameOf("products")}!]!`,
      args: { language: "Language!" },
      resolve: (
        _source: unknown,
        args: { language?: unknown },
        context: { nodeModel: NodeModel },
      ) =>
        productsInStoreOrder(
          context.nodeModel,
          isLanguage(args.language) ? args.language : DEFAULT_LANGUAGE,
        ),
    },
  },
}
