import * as React from "react"
import type { HeadFC } from "gatsby"

import PageHead from "../PageHead"
import { useSiteMetadata } from "../../../hooks/useSiteMetadata"
import { localizePath } from "../../../lib/languages"
import { shareImagePath } from "../../../lib/seo/shareImages"
import { tourYearPath } from "../../../lib/urls"
import { stringsFor } from "../../../strings"
import { tourYearsStrings } from "../../../strings/tourYears"
import type { TourYearContext } from "../../../templates/pageContexts"

const TourYearHead: HeadFC<Queries.TourYearQuery, TourYearContext> = ({
  location,
  data,
  pageContext: { language, year },
}) => {
  const { name } = useSiteMetadata(language)
  const words = tourYearsStrings[language]
  return (
    <PageHead
      language={language}
      page={{
        name: words.yearTitle(stringsFor(language).nav.tour, year),
        path: tourYearPath(year),
        under: "tour",
      }}
      description={words.yearDescription(
        name,
        year,
        data.allShowsJson.nodes.length,
      )}
      pathname={location.pathname}
      // A year's page shares the tour's image.
      shareImage={shareImagePath(localizePath("/tour/", language))}
    />
  )
}

export default TourYearHead
