import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { musicGroup, webSite } from "../../lib/seo/jsonLd"
import { languageRoot } from "../../lib/languages"
import { toArtist } from "../../lib/props/toArtist"
import JsonLd from "./JsonLd"

const ArtistJsonLd = ({ withWebSite = false }: { withWebSite?: boolean }) => {
  const site = useSiteMetadata()
  const strings = useStrings()
  const artist = toArtist(site)
  return (
    <>
      <JsonLd data={musicGroup(artist, strings)} />
      {withWebSite && (
        <JsonLd
          data={webSite(
            {
              name: site.name,
              url: `${site.siteUrl}${languageRoot(site.language)}`,
              description: site.description,
              language: site.language,
            },
            artist,
          )}
        />
      )}
    </>
  )
}

export default ArtistJsonLd
