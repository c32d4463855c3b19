import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { musicRelease } from "../../lib/seo/jsonLd"
import { toReleaseFacts } from "../../lib/props/toStructuredFacts"
import JsonLd from "./JsonLd"

/** A MusicRecording or MusicAlbum for each released work. */
const ReleasesJsonLd = ({
  releases,
}: {
  releases: Parameters<typeof toReleaseFacts>[0]
}) => {
  const site = useSiteMetadata()
  const artist = { name: site.name, url: `${site.siteUrl}/` }
  return (
    <>
      {toReleaseFacts(releases, site.siteUrl, site.language).map(release => (
        <JsonLd key={release.url} data={musicRelease(release, artist)} />
      ))}
    </>
  )
}

export default ReleasesJsonLd
