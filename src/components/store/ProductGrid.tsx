import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import ActionLink from "../ui/ActionLink"
import ProductCard, { type ProductCardProps } from "./ProductCard"
import { classNames } from "../../lib/classNames"
import * as cardList from "../ui/cardList.module.css"
import * as styles from "./ProductGrid.module.css"

export type ProductGridProps = {
  products: readonly ProductCardProps[]
  /** The store's home page (data/site.json), for 'Shop Now'. */
  storeUrl?: string
}

/** The products, then 'Shop Now | Worldwide Shipping Available' to the store's home. */
const ProductGrid = ({ products, storeUrl }: ProductGridProps) => {
  const strings = useStrings()
  return (
    <>
      <ul className={classNames(cardList.cardList, styles.list)}>
        {products.map((product, index) => (
          <li key={product.slug}>
            <ProductCard {...product} eager={index === 0} />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <ActionLink href={storeUrl} variant="ghost">
          {strings.store.shopNow}
        </ActionLink>
      </div>
    </>
  )
}

export default ProductGrid
