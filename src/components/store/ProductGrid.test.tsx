import * as React from "react"
import { screen, within } from "@testing-library/react"

import { coverImage } from "../../test/fixtures"
import { renderWithTheme } from "../../test/renderWithTheme"
import { imageSizes } from "../../styles/imageSizes"
import ProductGrid from "./ProductGrid"

describe("<ProductGrid>", () => {
  it("shows each product's type, name and price with an 'Add to Cart' button", () => {
    renderWithTheme(
      <ProductGrid
        products={[
          {
            slug: "hoodie",
            type: "Apparel",
            name: "Tour Hoodie",
            description: "Heavyweight.",
            image: coverImage,
            imageAlt: "A black hoodie",
            price: "$29.99",
          },
        ]}
      />,
    )
    const card = screen.getByRole("article", { name: "Tour Hoodie" })
    expect(
      within(card).getByRole("img", { name: "A black hoodie" }),
    ).toHaveAttribute("sizes", imageSizes.productPhoto)
    expect(within(card).getByText("Apparel")).toBeInTheDocument()
    expect(within(card).getByText("$29.99")).toBeInTheDocument()
    expect(
      within(card).getByRole("button", { name: "Add to Cart" }),
    ).toHaveAttribute("type", "button")
  })

  it("ends with the 'Shop Now | Worldwide Shipping Available' button", () => {
    renderWithTheme(<ProductGrid products={[]} />)
    expect(
      screen.getByRole("button", {
        name: "Shop Now | Worldwide Shipping Available",
      }),
    ).toHaveAttribute("type", "button")
  })
})
