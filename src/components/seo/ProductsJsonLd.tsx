import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { product } from "../../lib/seo/jsonLd"
import { toProductFacts } from "../../lib/props/toStructuredFacts"
import JsonLd from "./JsonLd"

const ProductsJsonLd = ({
  products,
}: {
  products: readonly Queries.ProductFieldsFragment[]
}) => {
  const site = useSiteMetadata()
  return (
    <>
      {products.map(item => (
        <JsonLd
          key={item.slug}
          data={product(
            toProductFacts(item, site.siteUrl, site.language),
            site,
          )}
        />
      ))}
    </>
  )
}

export default ProductsJsonLd
