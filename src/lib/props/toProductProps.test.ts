import { coverImage } from "../../test/fixtures"
import { toProductProps } from "./toProductProps"

const hoodie: Queries.ProductFieldsFragment = {
  slug: "neon-tour-hoodie",
  type: "Apparel",
  name: "Tour Hoodie",
  description: "Heavyweight black hoodie.",
  imageAlt: "A black hoodie",
  price: 29.99,
  currency: "USD",
  priceText: "$29.99",
  url: null,
  availability: null,
  gtin: null,
  image: {
    publicURL: "/static/hoodie.jpg",
    childImageSharp: { gatsbyImageData: coverImage },
  },
}

describe("toProductProps", () => {
  it("shows the price as the build wrote it and passes the photo on", () => {
    expect(toProductProps(hoodie)).toEqual({
      slug: "neon-tour-hoodie",
      type: "Apparel",
      name: "Tour Hoodie",
      description: "Heavyweight black hoodie.",
      image: coverImage,
      imageAlt: "A black hoodie",
      price: "$29.99",
      availability: "inStock",
    })
  })

  it("passes on the store page and the availability when data gives them", () => {
    const props = toProductProps({
      ...hoodie,
      url: "https://shop.example/products/hoodie",
      availability: "soldOut",
    })
    expect(props.url).toBe("https://shop.example/products/hoodie")
    expect(props.availability).toBe("soldOut")
  })

  it("names the file and field when the photo could not be processed", () => {
    expect(() =>
      toProductProps({
        ...hoodie,
        image: { publicURL: null, childImageSharp: null },
      }),
    ).toThrow(
      "data/products/neon-tour-hoodie.json › image (an image file) is missing or empty",
    )
  })
})
