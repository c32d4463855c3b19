import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"

import PageHead from "../components/seo/PageHead"
import ShowsJsonLd from "../components/seo/ShowsJsonLd"
import ShowList from "../components/tour/ShowList"
import Container from "../components/ui/Container"
import PageIntro from "../components/ui/PageIntro"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { requireData } from "../lib/requireData"
import { toShowProps } from "../lib/toShowProps"
import { strings } from "../strings"

const TourPage = ({ data }: PageProps<Queries.TourPageQuery>) => {
  const page = requireData(data.pagesJson?.tour, "data/pages.json › tour")
  const { locale } = useSiteMetadata()
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <ShowList
        shows={data.allShowsJson.nodes.map(show => toShowProps(show, locale))}
      />
    </Container>
  )
}

export default TourPage

export const Head: HeadFC<Queries.TourPageQuery> = ({ location, data }) => (
  <PageHead
    name={strings.nav.tour}
    path="/tour/"
    description={
      requireData(data.pagesJson, "data/pages.json").tour.description
    }
    pathname={location.pathname}
  >
    <ShowsJsonLd shows={data.allShowsJson.nodes} />
  </PageHead>
)

export const query = graphql`
  query TourPage {
    pagesJson {
      tour {
        heading
        intro
        description
      }
    }
    allShowsJson(sort: [{ date: ASC }, { slug: ASC }]) {
      nodes {
        ...ShowFields
      }
    }
  }
`
