import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { musicEvent } from "../../lib/jsonLd"
import { toShowFacts } from "../../lib/toStructuredFacts"
import JsonLd from "./JsonLd"

/** A MusicEvent for each show. */
const ShowsJsonLd = ({
  shows,
}: {
  shows: readonly Queries.ShowFieldsFragment[]
}) => {
  const site = useSiteMetadata()
  const artist = { name: site.name, url: `${site.siteUrl}/` }
  return (
    <>
      {shows.map(show => (
        <JsonLd
          key={show.slug}
          data={musicEvent(
            toShowFacts(show, site.siteUrl, site.photoUrl),
            artist,
          )}
        />
      ))}
    </>
  )
}

export default ShowsJsonLd
