import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { musicRelease } from "../../lib/seo/musicRelease"
import { toReleaseFacts } from "../../lib/props/toStructuredFacts"
import { utcDayOf } from "../../lib/releaseSchedule"
import { JsonLdList } from "./JsonLd"

/** Lists a release's services only once the build's clock finds it out. */
const ReleasesJsonLd = ({
  releases,
  builtAt,
  withTracks = false,
}: {
  releases: Parameters<typeof toReleaseFacts>[0]
  builtAt: number
  withTracks?: boolean
}) => {
  const site = useSiteMetadata()
  const artist = { name: site.name, url: `${site.siteUrl}/` }
  const facts = toReleaseFacts(
    releases,
    {
      siteUrl: site.siteUrl,
      language: site.language,
      today: utcDayOf(builtAt),
    },
    withTracks,
  )
  return (
    <JsonLdList data={facts.map(release => musicRelease(release, artist))} />
  )
}

export default ReleasesJsonLd
