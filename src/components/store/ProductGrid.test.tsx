import * as React from "react"
import { screen, within } from "@testing-library/react"

import { coverImage } from "../../test/fixtures"
import { imageSizes } from "../../styles/imageSizes"
import ProductGrid from "./ProductGrid"
import { renderWithTheme } from "../../test/renderWithTheme"

const hoodie = {
  slug: "hoodie",
  type: "Apparel",
  name: "Tour Hoodie",
  description: "Heavyweight.",
  image: coverImage,
  imageAlt: "A black hoodie",
  price: "$29.99",
  url: "https://shop.example/products/hoodie",
  availability: "inStock" as const,
}

describe("<ProductGrid>", () => {
  it("shows each product's photo, type, name and price, with 'Add to Cart' to its page on the store", () => {
    renderWithTheme(<ProductGrid products={[hoodie]} />)
    const card = screen.getByRole("article", { name: "Tour Hoodie" })
    expect(
      within(card).getByRole("img", { name: "A black hoodie" }),
    ).toHaveAttribute("sizes", imageSizes.productPhoto)
    expect(within(card).getByText("Apparel")).toBeInTheDocument()
    expect(within(card).getByText("$29.99")).toBeInTheDocument()
    const addToCart = within(card).getByRole("link", { name: /^Add to Cart/ })
    expect(addToCart).toHaveAttribute(
      "href",
      "https://shop.example/products/hoodie",
    )
    expect(addToCart).toHaveAttribute("target", "_blank")
    expect(addToCart).toHaveAccessibleDescription("Tour Hoodie")
  })

  it("disables 'Add to Cart' with a visible reason when a product has no store page or is sold out", () => {
    renderWithTheme(
      <ProductGrid
        products={[
          { ...hoodie, slug: "a", name: "No Link Yet", url: undefined },
          { ...hoodie, slug: "b", name: "All Gone", availability: "soldOut" },
        ]}
      />,
    )
    const waiting = screen.getByRole("article", { name: "No Link Yet" })
    const button = within(waiting).getByRole("button", { name: "Add to Cart" })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription("No Link Yet Coming soon")
    expect(within(waiting).getByText("Coming soon")).toBeVisible()
    const soldOut = screen.getByRole("article", { name: "All Gone" })
    expect(
      within(soldOut).getByRole("button", { name: "Add to Cart" }),
    ).toBeDisabled()
    expect(within(soldOut).getByText("Sold out")).toBeVisible()
    expect(within(soldOut).queryByRole("link")).toBeNull()
  })

  it("says when only a few are left or a product is a pre-order", () => {
    renderWithTheme(
      <ProductGrid
        products={[
          {
            ...hoodie,
            slug: "a",
            name: "Few",
            availability: "limitedAvailability",
          },
          { ...hoodie, slug: "b", name: "Soon", availability: "preOrder" },
        ]}
      />,
    )
    expect(screen.getByText("Only a few left")).toBeVisible()
    expect(screen.getByText("Pre-order: ships on release")).toBeVisible()
    expect(screen.getAllByRole("link", { name: /^Add to Cart/ })).toHaveLength(
      2,
    )
  })

  it("ends with 'Shop Now | Worldwide Shipping Available' to the store, or disabled without one", () => {
    const { unmount } = renderWithTheme(
      <ProductGrid products={[]} storeUrl="https://shop.example" />,
    )
    expect(
      screen.getByRole("link", {
        name: /^Shop Now \| Worldwide Shipping Available/,
      }),
    ).toHaveAttribute("href", "https://shop.example")
    unmount()
    renderWithTheme(<ProductGrid products={[]} />)
    expect(
      screen.getByRole("button", {
        name: "Shop Now | Worldwide Shipping Available",
      }),
    ).toBeDisabled()
    expect(screen.getByText("Coming soon")).toBeVisible()
  })
})
