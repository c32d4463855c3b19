import * as React from "react"

import ArtistJsonLd from "../ArtistJsonLd"
import { routeHead } from "../routeHead"

export default routeHead<Queries.AboutPageQuery>("about", () => (
  <ArtistJsonLd />
))
