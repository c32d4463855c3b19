import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"

import ReleaseGrid from "../components/music/ReleaseGrid"
import Container from "../components/ui/Container"
import SectionHeading from "../components/ui/SectionHeading"
import { useStrings } from "../hooks/useLanguage"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { builtAtOf } from "../lib/props/builtAtOf"
import { requireData } from "../lib/props/requireData"
import { toReleaseCardProps } from "../lib/props/toReleaseCardProps"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"
import StaticPagination from "../components/ui/StaticPagination"
import { listPagePath } from "../lib/pagedList"
import type { ListPageContext } from "./pageContexts"

const StreamingButtons = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-streaming-buttons" */ "../components/music/StreamingButtons"
    ),
)

const ArtistLinks = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[7]};
`

type MusicPageProps = PageProps<Queries.MusicPageQuery, ListPageContext>

const MusicPage = ({ data, pageContext }: MusicPageProps) => {
  const page = requireData(data.pagesJson?.music, "data/pages.json › music")
  const { streaming } = useSiteMetadata()
  const strings = useStrings()
  const releases = data.allReleasesJson.nodes.map(toReleaseCardProps)
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <ReleaseGrid releases={releases} builtAt={builtAtOf(data.buildClock)} />
      <StaticPagination
        page={pageContext.page}
        pageCount={pageContext.pageCount}
        pathOf={number => listPagePath("/music/", number)}
        words={{ ...strings.pagination, label: strings.music.pagesLabel }}
      />
      <ArtistLinks aria-labelledby="artist-links">
        <SectionHeading id="artist-links">
          {strings.music.artistHeading}
        </SectionHeading>
        <StreamingButtons {...streaming} />
      </ArtistLinks>
    </Container>
  )
}

export default MusicPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-music" */ "../components/seo/heads/MusicHead"
    ),
)

export const query = graphql`
  query MusicPage($language: Language!, $skip: Int!, $limit: Int!) {
    buildClock {
      builtAt
    }
    pagesJson {
      music {
        heading(language: $language)
        intro(language: $language)
        description(language: $language)
      }
    }
    allReleasesJson(
      sort: [{ comingSoon: ASC }, { releaseDate: DESC }, { slug: ASC }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...ReleaseFields
      }
    }
  }
`
