import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"

import Seo from "../components/seo/Seo"
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
        shows={data.allTourJson.nodes.map(show => toShowProps(show, locale))}
      />
    </Container>
  )
}

export default TourPage

export const Head: HeadFC = ({ location }) => (
  <Seo title={strings.nav.tour} pathname={location.pathname} />
)

export const query = graphql`
  query TourPage {
    pagesJson {
      tour {
        heading
        intro
      }
    }
    allTourJson(sort: { date: ASC }) {
      nodes {
        ...ShowFields
      }
    }
  }
`
