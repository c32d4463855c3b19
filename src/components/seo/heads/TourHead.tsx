import * as React from "react"
import type { HeadFC } from "gatsby"

import PageHead from "../PageHead"
import ShowsJsonLd from "../ShowsJsonLd"
import { type LanguageContext } from "../../../lib/languages"
import { builtAtOf } from "../../../lib/props/builtAtOf"
import { requireData } from "../../../lib/props/requireData"
import { splitShows } from "../../../lib/showSchedule"

/** The head of pages/tour.tsx: see deferredHead.tsx for how the browser loads it. */
const TourHead: HeadFC<Queries.TourPageQuery, LanguageContext> = ({
  location,
  data,
  pageContext,
}) => (
  <PageHead
    language={pageContext.language}
    page="tour"
    description={
      requireData(data.pagesJson, "data/pages.json").tour.description
    }
    pathname={location.pathname}
  >
    <ShowsJsonLd
      shows={
        splitShows(data.allShowsJson.nodes, builtAtOf(data.buildClock)).upcoming
      }
      builtAt={builtAtOf(data.buildClock)}
    />
  </PageHead>
)

export default TourHead
