import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import TourSchedule from "../components/tour/TourSchedule"
import Container from "../components/ui/Container"
import { useStrings } from "../hooks/useLanguage"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { localizePath } from "../lib/languages"
import { slugify } from "../lib/data/slugify"
import { tourCalendarPath, webcalUrl } from "../lib/urls"
import { builtAtOf } from "../lib/props/builtAtOf"
import { requireData } from "../lib/props/requireData"
import { toShowProps } from "../lib/props/toShowProps"
import { toRecentShowProps } from "../lib/props/toRecentShowProps"
import { inSlugOrder } from "../lib/inSlugOrder"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"
import StaticTourYears from "../components/tour/StaticTourYears"
import type { TourContext } from "./pageContexts"

const RecentShows = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-recent-shows" */ "../components/tour/RecentShows"
    ),
)
const CalendarLinks = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-calendar-links" */ "../components/tour/CalendarLinks"
    ),
)

type TourPageProps = PageProps<Queries.TourPageQuery, TourContext>

const TourPage = ({ data, pageContext }: TourPageProps) => {
  const page = requireData(data.pagesJson?.tour, "data/pages.json › tour")
  const { ticketsUrl, socials, siteUrl, name, language } = useSiteMetadata()
  const strings = useStrings()
  const calendarPath = localizePath(tourCalendarPath, language)
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <CalendarLinks
        subscribeUrl={webcalUrl(`${siteUrl}${calendarPath}`)}
        path={calendarPath}
        fileName={`${slugify(name)}-${strings.tour.calendarFileName}.ics`}
      />
      <TourSchedule
        shows={data.upcoming.nodes.map(show => toShowProps(show, strings))}
        builtAt={builtAtOf(data.buildClock)}
        siteTicketsUrl={ticketsUrl}
        follow={socials}
        followListParts={data.siteJson?.socialsListParts ?? []}
      />
      {pageContext.recent.length > 0 ? (
        <RecentShows
          shows={inSlugOrder(pageContext.recent, data.recent.nodes).map(show =>
            toRecentShowProps(show, strings),
          )}
        />
      ) : null}
      <StaticTourYears years={pageContext.years} />
    </Container>
  )
}

export default TourPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-tour" */ "../components/seo/heads/TourHead"
    ),
)

export const query = graphql`
  query TourPage(
    $language: Language!
    $upcoming: [String!]!
    $recent: [String!]!
  ) {
    buildClock {
      builtAt
    }
    siteJson {
      socialsListParts(language: $language) {
        type
        value
      }
    }
    pagesJson {
      tour {
        heading(language: $language)
        intro(language: $language)
        description(language: $language)
      }
    }
    upcoming: allShowsJson(
      filter: { slug: { in: $upcoming } }
      sort: [{ date: ASC }, { slug: ASC }]
    ) {
      nodes {
        ...ShowFields
      }
    }
    recent: allShowsJson(filter: { slug: { in: $recent } }) {
      nodes {
        ...RecentShowFields
      }
    }
  }
`
