import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"

import PageHead from "../components/seo/PageHead"
import ProductsJsonLd from "../components/seo/ProductsJsonLd"
import Container from "../components/ui/Container"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import type { LanguageContext } from "../lib/languages"
import { requireData } from "../lib/props/requireData"
import { toProductProps } from "../lib/props/toProductProps"
import { staticPart } from "../components/ui/staticPart"

const PageIntro = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-page-intro" */ "../components/ui/PageIntro"
    ),
)
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

export const Head: HeadFC<Queries.StorePageQuery, LanguageContext> = ({
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
