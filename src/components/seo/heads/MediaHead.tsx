import * as React from "react"

import { routeHead } from "../routeHead"
import VideosJsonLd from "../VideosJsonLd"

/** The head of pages/media.tsx: see deferredHead.tsx for how the browser loads it. */
export default routeHead<Queries.MediaPageQuery>("media", data =>
  data.mediaJson ? <VideosJsonLd media={data.mediaJson} /> : null,
)
