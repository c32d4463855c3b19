import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { musicGroup, webSite } from "../../lib/jsonLd"
import { toArtist } from "../../lib/toArtist"
import JsonLd from "./JsonLd"

/** The artist as a MusicGroup; on the home page, the site as a WebSite too. */
const ArtistJsonLd = ({ withWebSite = false }: { withWebSite?: boolean }) => {
  const site = useSiteMetadata()
  return (
    <>
      <JsonLd data={musicGroup(toArtist(site))} />
      {withWebSite && (
        <JsonLd
          data={webSite({
            name: site.name,
            url: `${site.siteUrl}/`,
            description: site.description,
            language: site.language,
          })}
        />
      )}
    </>
  )
}

export default ArtistJsonLd
