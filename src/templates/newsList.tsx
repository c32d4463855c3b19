import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import Container from "../components/ui/Container"
import { useLanguage, useStrings } from "../hooks/useLanguage"
import { requireData } from "../lib/props/requireData"
import { toNewsSummary } from "../lib/props/toNewsSummary"
import { newsListPath } from "../lib/urls"
import { newsStrings } from "../strings/news"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"
import StaticPagination from "../components/ui/StaticPagination"
import type { NewsListContext } from "./pageContexts"

const NewsList = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-news-list" */ "../components/news/NewsList"
    ),
)
type NewsListPageProps = PageProps<Queries.NewsListQuery, NewsListContext>

const NewsListPage = ({ data, pageContext }: NewsListPageProps) => {
  const language = useLanguage()
  const strings = useStrings()
  const words = newsStrings[language]
  const page = requireData(data.pagesJson?.news, "data/pages.json › news")
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <NewsList
        posts={data.allNewsJson.nodes.flatMap(post =>
          toNewsSummary(post, language),
        )}
      />
      <StaticPagination
        page={pageContext.page}
        pageCount={pageContext.pageCount}
        pathOf={newsListPath}
        words={{
          label: words.pagesLabel,
          previous: words.newer,
          next: words.older,
          page: strings.pagination.page,
        }}
      />
    </Container>
  )
}

export default NewsListPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-news-list" */ "../components/seo/heads/NewsListHead"
    ),
)

export const query = graphql`
  query NewsList($language: Language!, $slugs: [String!]!) {
    pagesJson {
      news {
        heading(language: $language)
        intro(language: $language)
        description(language: $language)
      }
    }
    allNewsJson(
      filter: { slug: { in: $slugs } }
      sort: [{ date: DESC }, { slug: ASC }]
    ) {
      nodes {
        ...NewsSummary
      }
    }
  }

  fragment NewsSummary on NewsJson {
    slug
    date
    dateText(language: $language)
    cover {
      childImageSharp {
        gatsbyImageData(
          width: 720
          aspectRatio: 1.7778
          formats: [AUTO, WEBP]
          placeholder: BLURRED
        )
      }
    }
    en {
      title
      summary
      coverAlt
    }
    es {
      title
      summary
      coverAlt
    }
  }
`
