import * as React from "react"

import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { videoObject } from "../../lib/seo/jsonLd"
import { toVideoFacts } from "../../lib/props/toVideoProps"
import { JsonLdList } from "./JsonLd"

const VideosJsonLd = ({
  media,
}: {
  media: NonNullable<Queries.MediaPageQuery["mediaJson"]>
}) => {
  const site = useSiteMetadata()
  const artist = { name: site.name, url: `${site.siteUrl}/` }
  const videos = [
    toVideoFacts(media.featured, site.siteUrl),
    ...media.tiles.map(tile =>
      toVideoFacts({ ...tile, description: tile.caption }, site.siteUrl),
    ),
  ].filter(video => video !== undefined)
  return <JsonLdList data={videos.map(video => videoObject(video, artist))} />
}

export default VideosJsonLd
