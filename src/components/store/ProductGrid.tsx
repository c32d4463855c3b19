import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { mq } from "../../styles/media"
import ActionLink from "../ui/ActionLink"
import ProductCard, { type ProductCardProps } from "./ProductCard"

export type ProductGridProps = {
  products: readonly ProductCardProps[]
  /** The store's home page (data/site.json), for 'Shop Now'. */
  storeUrl?: string
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li {
    display: grid;
  }
`

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`

/** The products, then 'Shop Now | Worldwide Shipping Available' to the store's home. */
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
        <ActionLink href={storeUrl} variant="ghost">
          {strings.store.shopNow}
        </ActionLink>
      </Footer>
    </>
  )
}

export default ProductGrid
