import * as React from "react"

import { builtAtOf } from "../../../lib/props/builtAtOf"
import { splitShows } from "../../../lib/showSchedule"
import { TOUR_LISTED_EVENTS } from "../../../lib/tourPlan"
import { routeHead } from "../routeHead"
import ShowsJsonLd from "../ShowsJsonLd"

export default routeHead<Queries.TourPageQuery>("tour", data => {
  const builtAt = builtAtOf(data.buildClock)
  return (
    <ShowsJsonLd
      shows={splitShows(data.upcoming.nodes, builtAt).upcoming.slice(
        0,
        TOUR_LISTED_EVENTS,
      )}
      builtAt={builtAt}
    />
  )
})
