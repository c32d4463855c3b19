import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import { useStrings } from "../../hooks/useLanguage"
import type { ProductAvailability } from "../../lib/data/dataSchema"
import { imageSizes } from "../../styles/imageSizes"
import ActionLink from "../ui/ActionLink"
import Card from "../ui/Card"
import Eyebrow from "../ui/Eyebrow"
import ResponsiveImage from "../ui/ResponsiveImage"
import * as styles from "./ProductCard.module.css"

/** One product of data/products/, with its price already formatted ("$29.99"). */
export type ProductCardProps = {
  slug: string
  type: string
  name: string
  description: string
  image: IGatsbyImageData
  imageAlt: string
  price: string
  /** The product's page on the artist's store; without it 'Add to Cart' waits. */
  url?: string
  availability: ProductAvailability
  /** The first card's photo is the largest thing a phone shows first: load it at once. */
  eager?: boolean
}

/**
 * A product: photo, type, name, description, price, how available it is, and 'Add to
 * Cart' to its page on the store (a new tab), or disabled with the reason.
 */
const ProductCard = ({
  slug,
  type,
  name,
  description,
  image,
  imageAlt,
  price,
  url,
  availability,
  eager = false,
}: ProductCardProps) => {
  const strings = useStrings()
  const headingId = `product-${slug}`
  const soldOut = availability === "soldOut"
  const note = strings.store.availability[availability]
  return (
    <Card aria-labelledby={headingId}>
      <div className={styles.photo}>
        <ResponsiveImage
          image={image}
          alt={imageAlt}
          sizes={imageSizes.productPhoto}
          loading={eager ? "eager" : "lazy"}
        />
      </div>
      <Eyebrow>{type}</Eyebrow>
      <h2 id={headingId} className={styles.name}>
        {name}
      </h2>
      <p className={styles.description}>{description}</p>
      <p className={styles.price}>{price}</p>
      {note && !soldOut ? <p className={styles.availability}>{note}</p> : null}
      <ActionLink
        href={soldOut ? undefined : url}
        variant="primary"
        describedBy={headingId}
        unavailableNote={soldOut ? note : undefined}
      >
        {strings.store.addToCart}
      </ActionLink>
    </Card>
  )
}

export default ProductCard
