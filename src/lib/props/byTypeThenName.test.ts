import { byTypeThenName } from "./byTypeThenName"

describe("byTypeThenName", () => {
  const products = [
    { type: "Music", name: "Corazón Eléctrico Vinyl" },
    { type: "Apparel", name: "Tour Hoodie" },
    { type: "Apparel", name: "Neon Cap" },
  ]

  it("sorts by kind of product, then by name", () => {
    expect(
      [...products].sort(byTypeThenName("en-US")).map(product => product.name),
    ).toEqual(["Neon Cap", "Tour Hoodie", "Corazón Eléctrico Vinyl"])
  })

  it("sorts accented words as the language does", () => {
    // By code point, "Á" would come after every plain letter.
    const spanish = [
      { type: "Ropa", name: "Sudadera" },
      { type: "Bolsas", name: "Tote" },
      { type: "Álbumes", name: "Vinilo" },
    ]
    expect(
      [...spanish].sort(byTypeThenName("es-US")).map(product => product.type),
    ).toEqual(["Álbumes", "Bolsas", "Ropa"])
  })
})
