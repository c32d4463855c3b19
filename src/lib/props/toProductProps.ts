import { graphql } from "gatsby"

import type { ProductCardProps } from "../../components/store/ProductCard"
import { imageDataOf } from "./imageDataOf"
import { requireData } from "./requireData"

export const productFields = graphql`
  fragment ProductFields on ProductsJson {
    slug
    type(language: $language)
    name(language: $language)
    description(language: $language)
    imageAlt(language: $language)
    price
    currency
    priceText(language: $language)
    url
    availability
    gtin
    image {
      publicURL
      childImageSharp {
        gatsbyImageData(
          width: 480
          aspectRatio: 1
          formats: [AUTO, WEBP]
          placeholder: BLURRED
        )
      }
    }
  }
`

export const toProductProps = (
  product: Queries.ProductFieldsFragment,
): ProductCardProps => ({
  slug: product.slug,
  type: product.type,
  name: product.name,
  description: product.description,
  image: requireData(
    imageDataOf(product.image),
    `data/products/${product.slug}.json › image (an image file)`,
  ),
  imageAlt: product.imageAlt,
  price: product.priceText,
  ...(product.url ? { url: product.url } : {}),
  availability: product.availability ?? "inStock",
})
