import { graphql } from "gatsby"

import type { ProductCardProps } from "../components/store/ProductCard"
import { formatPrice } from "./formatPrice"

export const productFields = graphql`
  fragment ProductFields on ProductsJson {
    slug
    type
    name
    description
    price
    currency
  }
`

/** Maps a record of data/products.json to the card's props, with its price formatted. */
export const toProductProps = (
  product: Queries.ProductFieldsFragment,
  locale: string,
): ProductCardProps => ({
  slug: product.slug,
  type: product.type,
  name: product.name,
  description: product.description,
  price: formatPrice(product.price, product.currency, locale),
})
