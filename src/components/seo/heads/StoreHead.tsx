import * as React from "react"
import type { HeadFC } from "gatsby"

import PageHead from "../PageHead"
import ProductsJsonLd from "../ProductsJsonLd"
import type { LanguageContext } from "../../../lib/languages"
import { requireData } from "../../../lib/props/requireData"

/** The head of pages/store.tsx: see deferredHead.tsx for how the browser loads it. */
const StoreHead: HeadFC<Queries.StorePageQuery, LanguageContext> = ({
  location,
  data,
  pageContext,
}) => (
  <PageHead
    language={pageContext.language}
    page="store"
    description={
      requireData(data.pagesJson, "data/pages.json").store.description
    }
    pathname={location.pathname}
  >
    <ProductsJsonLd products={data.storeProducts} />
  </PageHead>
)

export default StoreHead
