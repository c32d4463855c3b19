import * as React from "react"

import ArtistJsonLd from "../ArtistJsonLd"
import { routeHead } from "../routeHead"

/** The head of pages/about.tsx: see deferredHead.tsx for how the browser loads it. */
export default routeHead<Queries.AboutPageQuery>("about", () => (
  <ArtistJsonLd />
))
