import { typeNameOf } from "../../lib/data/dataSchema"
import { languageOrDefault, type Language } from "../../lib/languages"
import { byTypeThenName } from "../../lib/props/byTypeThenName"
import { siteLocaleOf, textIn, type Node, type NodeModel } from "./siteLocale"

// Names differ between languages, so no query sort can do it. Sorting at build time keeps the
// collator, which costs more to build than the rest of the store's hydration, out of the browser.
export const productsInStoreOrder = async (
  nodeModel: NodeModel,
  language: Language,
): Promise<Node[]> => {
  const [{ entries }, locale] = await Promise.all([
    nodeModel.findAll({ type: typeNameOf("products") }),
    siteLocaleOf(nodeModel, language),
  ])
  const order = byTypeThenName(locale)
  return [...entries]
    .map(node => ({
      node,
      type: textIn(node, "type", language),
      name: textIn(node, "name", language),
    }))
    .sort(order)
    .map(({ node }) => node)
}

export const storeResolvers = {
  Query: {
    storeProducts: {
      type: `[${typeNameOf("products")}!]!`,
      args: { language: "Language!", skip: "Int", limit: "Int" },
      resolve: async (
        _source: unknown,
        args: {
          language?: unknown
          skip?: number | null
          limit?: number | null
        },
        context: { nodeModel: NodeModel },
      ) => {
        const products = await productsInStoreOrder(
          context.nodeModel,
          languageOrDefault(args.language),
        )
        const skip = args.skip ?? 0
        return products.slice(skip, args.limit ? skip + args.limit : undefined)
      },
    },
  },
}
