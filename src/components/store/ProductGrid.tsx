import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { media } from "../../styles/media"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import ActionLink from "../ui/ActionLink"
import { cardListLook } from "../ui/looks"
import ProductCard, { type ProductCardProps } from "./ProductCard"

export type ProductGridProps = {
  products: readonly ProductCardProps[]
  storeUrl?: string
}

/* src/styles/imageSizes.ts (productPhoto) reads these columns and the card list's gap
   (cardListLook): change them together. */
const List = styled.ul`
  ${cardListLook}

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li {
    display: grid;
  }
`

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`

const ProductGrid = ({ products, storeUrl }: ProductGridProps) => {
  const strings = useStrings()
  return (
    <>
      <List>
        {products.map((product, index) => (
          <li key={product.slug}>
            <ProductCard {...product} eager={index === 0} />
          </li>
        ))}
      </List>
      <Footer>
        <ActionLink
          href={storeUrl}
          variant="ghost"
          count={{ event: COUNTED_EVENTS.store }}
        >
          {strings.store.shopNow}
        </ActionLink>
      </Footer>
    </>
  )
}

export default ProductGrid
