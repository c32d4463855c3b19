import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"

import FeaturedVideo from "../components/media/FeaturedVideo"
import MediaTiles from "../components/media/MediaTiles"
import PageHead from "../components/seo/PageHead"
import Container from "../components/ui/Container"
import PageIntro from "../components/ui/PageIntro"
import { requireData } from "../lib/requireData"
import { strings } from "../strings"

const MediaPage = ({ data }: PageProps<Queries.MediaPageQuery>) => {
  const page = requireData(data.pagesJson?.media, "data/pages.json › media")
  const media = requireData(data.mediaJson, "data/media.json")
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <FeaturedVideo
        title={media.featured.title}
        description={media.featured.description}
      />
      <MediaTiles tiles={media.tiles} />
    </Container>
  )
}

export default MediaPage

export const Head: HeadFC<Queries.MediaPageQuery> = ({ location, data }) => (
  <PageHead
    name={strings.nav.media}
    path="/media/"
    description={
      requireData(data.pagesJson, "data/pages.json").media.description
    }
    pathname={location.pathname}
  />
)

export const query = graphql`
  query MediaPage {
    pagesJson {
      media {
        heading
        intro
        description
      }
    }
    mediaJson {
      featured {
        title
        description
      }
      tiles {
        slug
        title
        caption
      }
    }
  }
`
