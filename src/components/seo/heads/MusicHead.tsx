import * as React from "react"

import { builtAtOf } from "../../../lib/props/builtAtOf"
import { isOutOn, utcDayOf } from "../../../lib/releaseSchedule"
import ReleasesJsonLd from "../ReleasesJsonLd"
import { routeHead } from "../routeHead"

export default routeHead<Queries.MusicPageQuery>("music", data => {
  const builtAt = builtAtOf(data.buildClock)
  // The list describes what is out; a coming release is described on its own page.
  const out = data.allReleasesJson.nodes.filter(release =>
    isOutOn(release, utcDayOf(builtAt)),
  )
  return <ReleasesJsonLd releases={out} builtAt={builtAt} />
})
