import { graphql } from "gatsby"

import type { ProductCardProps } from "../../components/store/ProductCard"
import { formatPrice } from "../format/formatPrice"
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
    url
    availability
    image {
      publicURL
      childImageSharp {
        gatsbyImageData(
          width: 480
          aspectRatio: 1
          formats: [AUTO, WEBP, AVIF]
          placeholder: BLURRED
        )
      }
    }
  }
`

/** Maps a product (a file in data/products/) to the card's props, with its price formatted. */
export const toProductProps = (
  product: Queries.ProductFieldsFragment,
  locale: string,
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
  price: formatPrice(product.price, product.currency, locale),
  ...(product.url ? { url: product.url } : {}),
  availability: product.availability ?? "inStock",
})
