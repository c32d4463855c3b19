import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import FeaturedVideo from "../components/media/FeaturedVideo"
import MediaTiles from "../components/media/MediaTiles"
import Container from "../components/ui/Container"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { requireData } from "../lib/props/requireData"
import { playableVideo } from "../lib/props/toVideoProps"
import { youtubeSubscribeUrl } from "../lib/urls"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"

const MediaPage = ({ data }: PageProps<Queries.MediaPageQuery>) => {
  const page = requireData(data.pagesJson?.media, "data/pages.json › media")
  const media = requireData(data.mediaJson, "data/media.json")
  const { socials } = useSiteMetadata()
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <FeaturedVideo
        title={media.featured.title}
        description={media.featured.description}
        video={playableVideo(media.featured)}
      />
      <MediaTiles
        tiles={media.tiles.map(tile => ({
          slug: tile.slug,
          title: tile.title,
          caption: tile.caption,
          video: playableVideo(tile),
        }))}
        subscribeUrl={youtubeSubscribeUrl(socials)}
      />
    </Container>
  )
}

export default MediaPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-media" */ "../components/seo/heads/MediaHead"
    ),
)

export const query = graphql`
  query MediaPage($language: Language!) {
    pagesJson {
      media {
        heading(language: $language)
        intro(language: $language)
        description(language: $language)
      }
    }
    mediaJson {
      featured {
        title(language: $language)
        description(language: $language)
        ...FeaturedVideoFields
      }
      tiles {
        slug
        title(language: $language)
        caption(language: $language)
        ...TileVideoFields
      }
    }
  }
`
