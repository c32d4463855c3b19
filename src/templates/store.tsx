import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import Container from "../components/ui/Container"
import { useStrings } from "../hooks/useLanguage"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { requireData } from "../lib/props/requireData"
import { toProductProps } from "../lib/props/toProductProps"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"
import StaticPagination from "../components/ui/StaticPagination"
import { listPagePath } from "../lib/pagedList"
import type { ListPageContext } from "./pageContexts"

const ProductGrid = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-product-grid" */ "../components/store/ProductGrid"
    ),
)

type StorePageProps = PageProps<Queries.StorePageQuery, ListPageContext>

const StorePage = ({ data, pageContext }: StorePageProps) => {
  const page = requireData(data.pagesJson?.store, "data/pages.json › store")
  const { storeUrl } = useSiteMetadata()
  const strings = useStrings()
  const products = data.storeProducts.map(toProductProps)
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <ProductGrid products={products} storeUrl={storeUrl ?? undefined} />
      <StaticPagination
        page={pageContext.page}
        pageCount={pageContext.pageCount}
        pathOf={number => listPagePath("/store/", number)}
        words={{ ...strings.pagination, label: strings.store.pagesLabel }}
      />
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
  query StorePage($language: Language!, $skip: Int!, $limit: Int!) {
    pagesJson {
      store {
        heading(language: $language)
        intro(language: $language)
        description(language: $language)
      }
    }
    storeProducts(language: $language, skip: $skip, limit: $limit) {
      ...ProductFields
    }
  }
`
