import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import styled from "styled-components"

import ReleaseGrid from "../components/music/ReleaseGrid"
import StreamingButtons from "../components/music/StreamingButtons"
import Seo from "../components/seo/Seo"
import Container from "../components/ui/Container"
import PageIntro from "../components/ui/PageIntro"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { requireData } from "../lib/requireData"
import { toReleaseCardProps } from "../lib/toReleaseCardProps"
import { strings } from "../strings"

const ArtistLinks = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[7]};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;
`

const MusicPage = ({ data }: PageProps<Queries.MusicPageQuery>) => {
  const page = requireData(data.pagesJson?.music, "data/pages.json › music")
  const { locale, streaming } = useSiteMetadata()
  const releases = data.allReleasesJson.nodes.map(release =>
    toReleaseCardProps(release, locale),
  )
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <ReleaseGrid releases={releases} />
      <ArtistLinks aria-labelledby="artist-links">
        <Heading id="artist-links">{strings.music.artistHeading}</Heading>
        <StreamingButtons
          spotifyUrl={streaming.spotifyUrl}
          appleMusicUrl={streaming.appleMusicUrl}
        />
      </ArtistLinks>
    </Container>
  )
}

export default MusicPage

export const Head: HeadFC = ({ location }) => (
  <Seo title={strings.nav.music} pathname={location.pathname} />
)

export const query = graphql`
  query MusicPage {
    pagesJson {
      music {
        heading
        intro
      }
    }
    allReleasesJson(sort: [{ comingSoon: ASC }, { releaseDate: DESC }]) {
      nodes {
        ...ReleaseFields
      }
    }
  }
`
