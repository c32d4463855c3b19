import * as React from "react"
import styled from "styled-components"

import { strings } from "../../strings"
import { mq } from "../../styles/media"
import Button from "../ui/Button"
import ProductCard, { type ProductCardProps } from "./ProductCard"

export type ProductGridProps = {
  products: readonly ProductCardProps[]
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

/** The products, then the 'Shop Now | Worldwide Shipping Available' button (no action yet). */
const ProductGrid = ({ products }: ProductGridProps) => (
  <>
    <List>
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard {...product} eager={index === 0} />
        </li>
      ))}
    </List>
    <Footer>
      <Button $variant="ghost">{strings.store.shopNow}</Button>
    </Footer>
  </>
)

export default ProductGrid
