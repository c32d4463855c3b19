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
  const { language, pageClock } = pageContext
  const site = useSiteMetadata(language)
  const strings = stringsFor(language)
  const record = requireData(
    data.releasesJson,
    `data/releases/${pageContext.slug}.json`,
  )
  const release = toReleaseProps(record, { language, strings })
  return (
    <PageHead
      language={language}
      page={{
        name: record.title,
        path: releasePath(record.slug),
        under: "music",
      }}
      description={strings.music.pageDescription(
        record.title,
        strings.music.kindsInSentence[record.kind],
        site.name,
        releasePageParts(release, { strings, today: utcDayOf(pageClock) }),
      )}
      pathname={location.pathname}
      shareImage={releaseShareImagePath(record.slug, language)}
    >
      <ReleasesJsonLd releases={[record]} builtAt={pageClock} withTracks />
    </PageHead>
  )
}

export default ReleaseHead
