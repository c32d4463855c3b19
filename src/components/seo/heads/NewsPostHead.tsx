import * as React from "react"
import type { HeadFC } from "gatsby"

import JsonLd from "../JsonLd"
import PageHead from "../PageHead"
import { useSiteMetadata } from "../../../hooks/useSiteMetadata"
import { localizePath } from "../../../lib/languages"
import { requireData } from "../../../lib/props/requireData"
import { toArtist } from "../../../lib/props/toArtist"
import { newsArticle } from "../../../lib/seo/jsonLd"
import { newsShareImagePath } from "../../../lib/seo/shareImages"
import { newsListPath, newsPostPath } from "../../../lib/urls"
import type { NewsPostContext } from "../../../templates/pageContexts"

const NewsPostHead: HeadFC<Queries.NewsPostQuery, NewsPostContext> = ({
  location,
  data,
  pageContext,
}) => {
  const { language, slug, translations } = pageContext
  const site = useSiteMetadata(language)
  const post = requireData(data.newsJson, `data/news/${slug}.json`)
  const text = requireData(
    post[language],
    `data/news/${slug}.json › ${language}`,
  )
  const shareImage = newsShareImagePath(slug, language)
  const url = `${site.siteUrl}${localizePath(newsPostPath(slug), language)}`
  return (
    <PageHead
      language={language}
      page={{
        name: text.title,
        path: newsPostPath(slug),
        under: {
          name: requireData(data.pagesJson?.news, "data/pages.json › news")
            .heading,
          path: newsListPath(1),
        },
      }}
      description={text.summary}
      pathname={location.pathname}
      shareImage={shareImage}
      translations={translations}
    >
      <JsonLd
        data={newsArticle(
          {
            headline: text.title,
            description: text.summary,
            datePublished: post.date,
            dateModified: post.updated ?? post.date,
            url,
            images: [
              ...(post.cover?.publicURL
                ? [`${site.siteUrl}${post.cover.publicURL}`]
                : []),
              `${site.siteUrl}${shareImage}`,
            ],
            language,
          },
          toArtist(site),
        )}
      />
    </PageHead>
  )
}

export default NewsPostHead
