import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import styled from "styled-components"

import ReleaseGrid from "../components/music/ReleaseGrid"
import StreamingButtons from "../components/music/StreamingButtons"
import PageHead from "../components/seo/PageHead"
import ReleasesJsonLd from "../components/seo/ReleasesJsonLd"
import Container from "../components/ui/Container"
import PageIntro from "../components/ui/PageIntro"
import { useStrings } from "../hooks/useLanguage"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import type { LanguageContext } from "../lib/languages"
import { requireData } from "../lib/props/requireData"
import { toReleaseCardProps } from "../lib/props/toReleaseCardProps"

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
  const strings = useStrings()
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

export const Head: HeadFC<Queries.MusicPageQuery, LanguageContext> = ({
  location,
  data,
  pageContext,
}) => (
  <PageHead
    language={pageContext.language}
    page="music"
    description={
      requireData(data.pagesJson, "data/pages.json").music.description
    }
    pathname={location.pathname}
  >
    <ReleasesJsonLd releases={data.allReleasesJson.nodes} />
  </PageHead>
)

export const query = graphql`
  query MusicPage($language: Language!) {
    pagesJson {
      music {
        heading(language: $language)
        intro(language: $language)
        description(language: $language)
      }
    }
    allReleasesJson(
      sort: [{ comingSoon: ASC }, { releaseDate: DESC }, { slug: ASC }]
    ) {
      nodes {
        ...ReleaseFields
      }
    }
  }
`
