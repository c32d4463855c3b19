import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { musicEvent } from "../../lib/seo/jsonLd"
import { toShowFacts } from "../../lib/props/toStructuredFacts"
import { JsonLdList } from "./JsonLd"

/** A MusicEvent for each show, with its ticket offer as it stood when the page was built. */
const ShowsJsonLd = ({
  shows,
  builtAt,
}: {
  shows: readonly Queries.ShowFieldsFragment[]
  builtAt: number
}) => {
  const site = useSiteMetadata()
  const strings = useStrings()
  const artist = { name: site.name, url: `${site.siteUrl}/` }
  return (
    <JsonLdList
      data={shows.map(show =>
        musicEvent(
          toShowFacts(show, {
            siteUrl: site.siteUrl,
            language: site.language,
            now: builtAt,
            siteTicketsUrl: site.ticketsUrl,
          }),
          artist,
          strings,
        ),
      )}
    />
  )
}

export default ShowsJsonLd
