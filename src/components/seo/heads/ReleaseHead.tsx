import * as React from "react"
import type { HeadFC } from "gatsby"

import PageHead from "../PageHead"
import ReleasesJsonLd from "../ReleasesJsonLd"
import { useSiteMetadata } from "../../../hooks/useSiteMetadata"
import { requireData } from "../../../lib/props/requireData"
import {
  releasePageParts,
  toReleaseProps,
} from "../../../lib/props/toReleaseProps"
import { utcDayOf } from "../../../lib/releaseSchedule"
import { releaseShareImagePath } from "../../../lib/seo/shareImages"
import { releasePath } from "../../../lib/urls"
import { stringsFor } from "../../../strings"
import type { ReleasePageContext } from "../../../templates/pageContexts"

const ReleaseHead: HeadFC<Queries.ReleasePageQuery, ReleasePageContext> = ({
  location,
  data,
  pageContext,
}) => {
  const site = useSiteMetadata(pageContext.language)
  const strings = stringsFor(pageContext.language)
  const record = requireData(
    data.releasesJson,
    `data/releases/${pageContext.slug}.json`,
  )
  const clock = pageContext.pageClock
  const release = toReleaseProps(record, {
    language: pageContext.language,
    strings,
  })
  return (
    <PageHead
      language={pageContext.language}
      page={{
        name: record.title,
        path: releasePath(record.slug),
        under: "music",
      }}
      description={strings.music.pageDescription(
        record.title,
        strings.music.kindsInSentence[record.kind],
        site.name,
        releasePageParts(release, {
          strings,
          today: utcDayOf(clock),
        }),
      )}
      pathname={location.pathname}
      shareImage={releaseShareImagePath(record.slug, pageContext.language)}
    >
      <ReleasesJsonLd releases={[record]} builtAt={clock} withTracks />
    </PageHead>
  )
}

export default ReleaseHead
