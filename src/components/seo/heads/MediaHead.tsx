import * as React from "react"

import { routeHead } from "../routeHead"
import VideosJsonLd from "../VideosJsonLd"

export default routeHead<Queries.MediaPageQuery>("media", data =>
  data.mediaJson ? <VideosJsonLd media={data.mediaJson} /> : null,
)
