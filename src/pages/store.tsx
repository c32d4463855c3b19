import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"

import Seo from "../components/seo/Seo"
import ProductGrid from "../components/store/ProductGrid"
import Container from "../components/ui/Container"
import PageIntro from "../components/ui/PageIntro"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { requireData } from "../lib/requireData"
import { toProductProps } from "../lib/toProductProps"
import { strings } from "../strings"

const StorePage = ({ data }: PageProps<Queries.StorePageQuery>) => {
  const page = requireData(data.pagesJson?.store, "data/pages.json › store")
  const { locale } = useSiteMetadata()
  const products = data.allProductsJson.nodes.map(product =>
    toProductProps(product, locale),
  )
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <ProductGrid products={products} />
    </Container>
  )
}

export default StorePage

export const Head: HeadFC = ({ location }) => (
  <Seo title={strings.nav.store} pathname={location.pathname} />
)

export const query = graphql`
  query StorePage {
    pagesJson {
      store {
        heading
        intro
      }
    }
    allProductsJson {
      nodes {
        ...ProductFields
      }
    }
  }
`
