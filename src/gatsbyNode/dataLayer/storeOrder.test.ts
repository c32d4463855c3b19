import { productsInStoreOrder, storeResolvers } from "./storeOrder"

const product = (
  slug: string,
  type: [string, string],
  name: [string, string],
) => ({
  slug,
  type: { en: type[0], es: type[1] },
  name: { en: name[0], es: name[1] },
})

const products = [
  product("vinyl", ["Music", "Música"], ["Vinyl", "Vinilo"]),
  product("hoodie", ["Apparel", "Ropa"], ["Tour Hoodie", "Sudadera"]),
  product("cap", ["Apparel", "Ropa"], ["Neon Cap", "Gorra"]),
  product("tote", ["Bags", "Bolsas"], ["Tote", "Bolsa"]),
]

const nodeModelOf = (site: Record<string, unknown> | null) => ({
  findAll: async ({ type }: { type: string }) => ({
    entries: type === "ProductsJson" ? products : [],
  }),
  findOne: async ({ type }: { type: string }) =>
    type === "SiteJson" ? site : null,
})

const site = { locale: { en: "en-US", es: "es-US" } }

const slugsInOrder = async (
  language: "en" | "es",
  siteRecord: Record<string, unknown> | null = site,
) =>
  (await productsInStoreOrder(nodeModelOf(siteRecord), language)).map(
    node => node.slug,
  )

describe("productsInStoreOrder", () => {
  it("orders by kind, then by name, in English", async () => {
    expect(await slugsInOrder("en")).toEqual(["cap", "hoodie", "tote", "vinyl"])
  })

  it("orders by the Spanish words on the Spanish store", async () => {
    // Bolsas, Música, Ropa (Gorra before Sudadera): not the English order.
    expect(await slugsInOrder("es")).toEqual(["tote", "vinyl", "cap", "hoodie"])
  })

  it("sorts by the language itself when the site gives no locale", async () => {
    expect(await slugsInOrder("es", null)).toEqual([
      "tote",
      "vinyl",
      "cap",
      "hoodie",
    ])
  })

  it("answers the query in the language asked for", async () => {
    const ordered = await storeResolvers.Query.storeProducts.resolve(
      {},
      { language: "es" },
      { nodeModel: nodeModelOf(site) },
    )
    expect(ordered[0]?.slug).toBe("tote")
  })

  it("answers one page of the store: so many products after so many", async () => {
    const page = await storeResolvers.Query.storeProducts.resolve(
      {},
      { language: "es", skip: 1, limit: 2 },
      { nodeModel: nodeModelOf(site) },
    )
    expect(page.map(product => product.slug)).toEqual(["vinyl", "cap"])
  })
})
