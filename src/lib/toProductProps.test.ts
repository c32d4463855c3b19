import { toProductProps } from "./toProductProps"

describe("toProductProps", () => {
  it("formats the price with its currency", () => {
    expect(
      toProductProps(
        {
          slug: "neon-tour-hoodie",
          type: "Apparel",
          name: "Tour Hoodie",
          description: "Heavyweight black hoodie.",
          price: 29.99,
          currency: "USD",
        },
        "en-US",
      ),
    ).toEqual({
      slug: "neon-tour-hoodie",
      type: "Apparel",
      name: "Tour Hoodie",
      description: "Heavyweight black hoodie.",
      price: "$29.99",
    })
  })
})
