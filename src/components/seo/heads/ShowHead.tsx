import * as React from "react"
import type { HeadFC } from "gatsby"

import PageHead from "../PageHead"
import ShowsJsonLd from "../ShowsJsonLd"
import { useSiteMetadata } from "../../../hooks/useSiteMetadata"
import { requireData } from "../../../lib/props/requireData"
import { showShareImageOf } from "../../../lib/seo/shareImages"
import { showPath } from "../../../lib/urls"
import { toShowProps } from "../../../lib/props/toShowProps"
import { stringsFor } from "../../../strings"
import type { ShowPageContext } from "../../../templates/pageContexts"

const ShowHead: HeadFC<Queries.ShowPageQuery, ShowPageContext> = ({
  location,
  data,
  pageContext,
}) => {
  const site = useSiteMetadata(pageContext.language)
  const strings = stringsFor(pageContext.language)
  const record = requireData(
    data.showsJson,
    `data/shows/${pageContext.slug}.json`,
  )
  const show = toShowProps(record, strings)
  return (
    <PageHead
      language={pageContext.language}
      page={{
        name: strings.tour.pageTitle(show.city, show.dateLabel),
        path: showPath(record.slug),
        under: "tour",
      }}
      description={strings.tour.pageDescription(
        site.name,
        show.venue,
        show.city,
        show.dateLabel,
      )}
      pathname={location.pathname}
      shareImage={showShareImageOf(
        record,
        pageContext.language,
        pageContext.pageClock,
      )}
    >
      <ShowsJsonLd shows={[record]} builtAt={pageContext.pageClock} />
    </PageHead>
  )
}

export default ShowHead
