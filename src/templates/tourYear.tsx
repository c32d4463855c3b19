import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import Container from "../components/ui/Container"
import { useLanguage, useStrings } from "../hooks/useLanguage"
import { splitShows } from "../lib/showSchedule"
import { toShowProps } from "../lib/props/toShowProps"
import { tourYearsStrings } from "../strings/tourYears"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"
import StaticTourYears from "../components/tour/StaticTourYears"
import type { TourYearContext } from "./pageContexts"

const PastShows = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-tour-year" */ "../components/tour/PastShows"
    ),
)
const BackLink = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-tour-year" */ "../components/ui/BackLink"
    ),
)

const TourYearPage = ({
  data,
  pageContext: { year, years },
}: PageProps<Queries.TourYearQuery, TourYearContext>) => {
  const strings = useStrings()
  const words = tourYearsStrings[useLanguage()]
  // Every show here is over: the latest first, as the tour lists its past.
  const shows = splitShows(
    data.allShowsJson.nodes.map(show => toShowProps(show, strings)),
    Number.POSITIVE_INFINITY,
  ).past
  return (
    <Container>
      <PageIntro
        heading={words.yearHeading(year)}
        intro={words.yearIntro(shows.length, year)}
      />
      <PastShows shows={shows} level={2} />
      <StaticTourYears years={years} current={year} />
      <BackLink to="/tour/">{strings.tour.back}</BackLink>
    </Container>
  )
}

export default TourYearPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-tour-year" */ "../components/seo/heads/TourYearHead"
    ),
)

export const query = graphql`
  query TourYear($language: Language!, $slugs: [String!]!) {
    allShowsJson(filter: { slug: { in: $slugs } }) {
      nodes {
        ...ShowFields
      }
    }
  }
`
