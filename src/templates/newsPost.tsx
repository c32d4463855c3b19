import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import Container from "../components/ui/Container"
import BackLink from "../components/ui/BackLink"
import { useLanguage, useStrings } from "../hooks/useLanguage"
import { imageDataOf } from "../lib/props/imageDataOf"
import { requireData } from "../lib/props/requireData"
import { releasePath, showPath } from "../lib/urls"
import { newsStrings } from "../strings/news"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import type { NewsPostContext } from "./pageContexts"

const NewsArticle = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-news-article" */ "../components/news/NewsArticle"
    ),
)
const PostSubject = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-news-article" */ "../components/news/PostSubject"
    ),
)

type NewsPostPageProps = PageProps<Queries.NewsPostQuery, NewsPostContext>

/** All of it is static: nothing here hydrates. */
const NewsPostPage = ({ data, pageContext }: NewsPostPageProps) => {
  const language = useLanguage()
  const strings = useStrings()
  const words = newsStrings[language]
  const file = `data/news/${pageContext.slug}.json`
  const post = requireData(data.newsJson, file)
  const text = requireData(post[language], `${file} › ${language}`)
  const cover = imageDataOf(post.cover)
  const { release, show } = post
  const releaseCover = imageDataOf(release?.cover)
  return (
    <Container>
      <NewsArticle
        title={text.title}
        date={post.date}
        dateText={post.dateText}
        updated={
          post.updated && post.updatedText
            ? { date: post.updated, dateText: post.updatedText }
            : undefined
        }
        cover={cover ? { image: cover, alt: text.coverAlt ?? "" } : undefined}
        bodyHtml={text.bodyHtml}
      />
      {release ? (
        <PostSubject
          kind={words.aboutRelease}
          title={release.title}
          line={[strings.music.kinds[release.kind], release.releaseDateText]
            .filter(Boolean)
            .join(strings.separator)}
          path={releasePath(release.slug)}
          linkText={words.releaseLink}
          image={
            releaseCover
              ? { image: releaseCover, alt: release.coverAlt ?? "" }
              : undefined
          }
        />
      ) : null}
      {show ? (
        <PostSubject
          kind={words.aboutShow}
          title={show.city}
          line={[show.venue, show.labels.date].join(strings.separator)}
          path={showPath(show.slug)}
          linkText={words.showLink}
        />
      ) : null}
      <BackLink to="/news/">{words.allNews}</BackLink>
    </Container>
  )
}

export default NewsPostPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-news-post" */ "../components/seo/heads/NewsPostHead"
    ),
)

export const query = graphql`
  query NewsPost($slug: String!, $language: Language!) {
    pagesJson {
      news {
        heading(language: $language)
      }
    }
    newsJson(slug: { eq: $slug }) {
      ...NewsSummary
      updated
      updatedText(language: $language)
      cover {
        publicURL
      }
      en {
        bodyHtml
      }
      es {
        title
        summary
        coverAlt
        bodyHtml
      }
      release {
        slug
        title
        kind
        releaseDateText(language: $language)
        coverAlt(language: $language)
        cover {
          childImageSharp {
            gatsbyImageData(
              width: 256
              aspectRatio: 1
              formats: [AUTO, WEBP]
              placeholder: BLURRED
            )
          }
        }
      }
      show {
        slug
        city(language: $language)
        venue
        labels(language: $language) {
          date
        }
      }
    }
  }
`
