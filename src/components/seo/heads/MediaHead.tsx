import * as React from "react"
import type { HeadFC } from "gatsby"

import PageHead from "../PageHead"
import VideosJsonLd from "../VideosJsonLd"
import type { LanguageContext } from "../../../lib/languages"
import { requireData } from "../../../lib/props/requireData"

/** The head of pages/media.tsx: see deferredHead.tsx for how the browser loads it. */
const MediaHead: HeadFC<Queries.MediaPageQuery, LanguageContext> = ({
  location,
  data,
  pageContext,
}) => (
  <PageHead
    language={pageContext.language}
    page="media"
    description={
      requireData(data.pagesJson, "data/pages.json").media.description
    }
    pathname={location.pathname}
  >
    {data.mediaJson ? <VideosJsonLd media={data.mediaJson} /> : null}
  </PageHead>
)

export default MediaHead
