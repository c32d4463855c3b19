import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { product } from "../../lib/seo/jsonLd"
import { toProductFacts } from "../../lib/props/toStructuredFacts"
import { JsonLdList } from "./JsonLd"

const ProductsJsonLd = ({
  products,
}: {
  products: readonly Queries.ProductFieldsFragment[]
}) => {
  const site = useSiteMetadata()
  return (
    <JsonLdList
      data={products.map(item =>
        product(toProductFacts(item, site.siteUrl, site.language), site),
      )}
    />
  )
}

export default ProductsJsonLd
