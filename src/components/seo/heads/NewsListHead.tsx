import * as React from "react"
import type { HeadFC } from "gatsby"

import PageHead from "../PageHead"
import { requireData } from "../../../lib/props/requireData"
import { localizePath } from "../../../lib/languages"
import { shareImagePath } from "../../../lib/seo/shareImages"
import { newsListPath } from "../../../lib/urls"
import { stringsFor } from "../../../strings"
import type { NewsListContext } from "../../../templates/pageContexts"

const NewsListHead: HeadFC<Queries.NewsListQuery, NewsListContext> = ({
  location,
  data,
  pageContext,
}) => {
  const page = requireData(data.pagesJson?.news, "data/pages.json › news")
  return (
    <PageHead
      language={pageContext.language}
      page={{
        name:
          pageContext.page > 1
            ? stringsFor(pageContext.language).pagination.title(
                page.heading,
                pageContext.page,
              )
            : page.heading,
        path: newsListPath(pageContext.page),
      }}
      description={page.description}
      pathname={location.pathname}
      // Every page of the list shares the list's image (its first page's route).
      shareImage={shareImagePath(
        localizePath(newsListPath(1), pageContext.language),
      )}
    />
  )
}

export default NewsListHead
