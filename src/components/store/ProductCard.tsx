import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { ProductAvailability } from "../../lib/data/dataSchema"
import { imageSizes } from "../../styles/imageSizes"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import ActionLink from "../ui/ActionLink"
import Card from "../ui/Card"
import Eyebrow from "../ui/Eyebrow"
import { Bold } from "../ui/lines"
import ResponsiveImage from "../ui/ResponsiveImage"
import { displayFaceLook } from "../ui/looks"

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

const Photo = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
`

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;
`

const Description = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Price = styled.p`
  ${displayFaceLook}
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.accentWarm};
`

const ProductCard = ({ eager = false, ...product }: ProductCardProps) => {
  const strings = useStrings()
  const headingId = `product-${product.slug}`
  const soldOut = product.availability === "soldOut"
  const note = strings.store.availability[product.availability]
  return (
    <Card aria-labelledby={headingId}>
      <Photo>
        <ResponsiveImage
          image={product.image}
          alt={product.imageAlt}
          sizes={imageSizes.productPhoto}
          loading={eager ? "eager" : "lazy"}
        />
      </Photo>
      <Eyebrow>{product.type}</Eyebrow>
      <Name id={headingId}>{product.name}</Name>
      <Description>{product.description}</Description>
      <Price>{product.price}</Price>
      {note && !soldOut ? <Bold>{note}</Bold> : null}
      <ActionLink
        href={soldOut ? undefined : product.url}
        variant="primary"
        describedBy={headingId}
        unavailableNote={soldOut ? note : undefined}
        count={{
          event: COUNTED_EVENTS.store,
          props: { product: product.slug },
        }}
      >
        {strings.store.addToCart}
      </ActionLink>
    </Card>
  )
}

export default ProductCard
