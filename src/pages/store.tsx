import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"

import PageHead from "../components/seo/PageHead"
import ProductsJsonLd from "../components/seo/ProductsJsonLd"
import ProductGrid from "../components/store/ProductGrid"
import Container from "../components/ui/Container"
import PageIntro from "../components/ui/PageIntro"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { requireData } from "../lib/requireData"
import { toProductProps } from "../lib/toProductProps"
import { strings } from "../strings"

const StorePage = ({ data }: PageProps<Queries.StorePageQuery>) => {
  const page = requireData(data.pagesJson?.store, "data/pages.json › store")
  const { locale, storeUrl } = useSiteMetadata()
  const products = data.allProductsJson.nodes.map(product =>
    toProductProps(product, locale),
  )
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <ProductGrid products={products} storeUrl={storeUrl ?? undefined} />
    </Container>
  )
}

export default StorePage

export const Head: HeadFC<Queries.StorePageQuery> = ({ location, data }) => (
  <PageHead
    name={strings.nav.store}
    path="/store/"
    description={
      requireData(data.pagesJson, "data/pages.json").store.description
    }
    pathname={location.pathname}
  >
    <ProductsJsonLd products={data.allProductsJson.nodes} />
  </PageHead>
)

export const query = graphql`
  query StorePage {
    pagesJson {
      store {
        heading
        intro
        description
      }
    }
    allProductsJson(sort: [{ type: ASC }, { name: ASC }]) {
      nodes {
        ...ProductFields
      }
    }
  }
`
