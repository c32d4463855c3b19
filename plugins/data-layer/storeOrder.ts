import { typeNameOf } from "../../src/lib/data/dataSchema"
import {
  DEFAULT_LANGUAGE,
  inLanguage,
  isLanguage,
  type Language,
} from "../../src/lib/languages"
import { byTypeThenName } from "../../src/lib/props/byTypeThenName"

type Node = Record<string, unknown>

/** The part of Gatsby's node model the resolver reads. */
type NodeModel = {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<Node> }>
  findOne: (args: { type: string }) => Promise<Node | null>
}

/** A field's text in one language (a field written once is the same in every one). */
const textIn = (node: Node, field: string, language: Language) => {
  const text = inLanguage(node[field], language) ?? node[field]
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
  const locale = site ? textIn(site, "locale", language) : ""
  const order = byTypeThenName(locale || language)
  return [...entries]
    .map(node => ({
      node,
      type: textIn(node, "type", language),
      name: textIn(node, "name", language),
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
