import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import Container from "../components/ui/Container"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { requireData } from "../lib/props/requireData"
import { toProductProps } from "../lib/props/toProductProps"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"

const ProductGrid = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-product-grid" */ "../components/store/ProductGrid"
    ),
)

const StorePage = ({ data }: PageProps<Queries.StorePageQuery>) => {
  const page = requireData(data.pagesJson?.store, "data/pages.json › store")
  const { storeUrl } = useSiteMetadata()
  const products = data.storeProducts.map(toProductProps)
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <ProductGrid products={products} storeUrl={storeUrl ?? undefined} />
    </Container>
  )
}

export default StorePage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-store" */ "../components/seo/heads/StoreHead"
    ),
)

export const query = graphql`
  query StorePage($language: Language!) {
    pagesJson {
      store {
        heading(language: $language)
        intro(language: $language)
        description(language: $language)
      }
    }
    storeProducts(language: $language) {
      ...ProductFields
    }
  }
`
