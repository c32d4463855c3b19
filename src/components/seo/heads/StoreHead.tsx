import * as React from "react"

import ProductsJsonLd from "../ProductsJsonLd"
import { routeHead } from "../routeHead"

export default routeHead<Queries.StorePageQuery>("store", data => (
  <ProductsJsonLd products={data.storeProducts} />
))
