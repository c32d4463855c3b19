import * as React from "react"

import { builtAtOf } from "../../../lib/props/builtAtOf"
import { splitShows } from "../../../lib/showSchedule"
import { routeHead } from "../routeHead"
import ShowsJsonLd from "../ShowsJsonLd"

/** The soonest shows; each show's own page describes it, so a long tour keeps the list light. */
const LISTED_EVENTS = 10

export default routeHead<Queries.TourPageQuery>("tour", data => {
  const builtAt = builtAtOf(data.buildClock)
  return (
    <ShowsJsonLd
      shows={splitShows(data.allShowsJson.nodes, builtAt).upcoming.slice(
        0,
        LISTED_EVENTS,
      )}
      builtAt={builtAt}
    />
  )
})
