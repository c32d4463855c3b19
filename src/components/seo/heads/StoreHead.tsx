import * as React from "react"

import ProductsJsonLd from "../ProductsJsonLd"
import { routeHead } from "../routeHead"

/** The head of pages/store.tsx: see deferredHead.tsx for how the browser loads it. */
export default routeHead<Queries.StorePageQuery>("store", data => (
  <ProductsJsonLd products={data.storeProducts} />
))
