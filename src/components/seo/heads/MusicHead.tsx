import * as React from "react"
import type { HeadFC } from "gatsby"

import PageHead from "../PageHead"
import ReleasesJsonLd from "../ReleasesJsonLd"
import type { LanguageContext } from "../../../lib/languages"
import { builtAtOf } from "../../../lib/props/builtAtOf"
import { requireData } from "../../../lib/props/requireData"
import { isOutOn, utcDayOf } from "../../../lib/releaseSchedule"

/** The head of pages/music.tsx: see deferredHead.tsx for how the browser loads it. */
const MusicHead: HeadFC<Queries.MusicPageQuery, LanguageContext> = ({
  location,
  data,
  pageContext,
}) => {
  const builtAt = builtAtOf(data.buildClock)
  // The list describes what is out; a coming release is described on its own page.
  const out = data.allReleasesJson.nodes.filter(release =>
    isOutOn(release, utcDayOf(builtAt)),
  )
  return (
    <PageHead
      language={pageContext.language}
      page="music"
      description={
        requireData(data.pagesJson, "data/pages.json").music.description
      }
      pathname={location.pathname}
    >
      <ReleasesJsonLd releases={out} builtAt={builtAt} />
    </PageHead>
  )
}

export default MusicHead
