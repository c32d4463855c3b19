import path from "node:path"
import type { CreatePagesArgs } from "gatsby"

import { LANGUAGES, localizePath } from "../lib/languages"
import { languagesOf, listPages, publishedPosts } from "../lib/news/newsPlan"
import { utcDayOf } from "../lib/releaseSchedule"
import { newsListPath, newsPostPath } from "../lib/urls"
import { siteFolder } from "../node/siteFolders"
import type {
  NewsListContext,
  NewsPostContext,
} from "../templates/pageContexts"

// A post dated later has no page nor place in a list until the daily build of its day.
export const createNewsPages = async ({
  graphql,
  actions,
  reporter,
}: CreatePagesArgs) => {
  const { data, errors } = await graphql<Queries.NewsPagesQuery>(`
    query NewsPages {
      buildClock {
        builtAt
      }
      allNewsJson {
        nodes {
          slug
          date
          en {
            title
          }
          es {
            title
          }
        }
      }
    }
  `)
  if (errors || !data?.buildClock) {
    reporter.panicOnBuild(
      `News pages failed: could not read the posts: ${JSON.stringify(errors)}`,
    )
    return
  }
  const today = utcDayOf(Date.parse(data.buildClock.builtAt))
  const posts = data.allNewsJson.nodes
  const published = publishedPosts(posts, today)
  for (const language of LANGUAGES) {
    const pages = listPages(posts, language, today)
    pages.forEach((slugs, index) => {
      actions.createPage({
        path: localizePath(newsListPath(index + 1), language),
        component: path.join(siteFolder(), "src/templates/newsList.tsx"),
        context: {
          language,
          slugs,
          page: index + 1,
          pageCount: pages.length,
        } satisfies NewsListContext,
      })
    })
  }
  for (const post of published) {
    const translations = languagesOf(post)
    for (const language of translations) {
      actions.createPage({
        path: localizePath(newsPostPath(post.slug), language),
        component: path.join(siteFolder(), "src/templates/newsPost.tsx"),
        context: {
          language,
          slug: post.slug,
          translations,
          // Where the post is not written, the switch offers that language's news list.
          languageLinks: Object.fromEntries(
            LANGUAGES.filter(other => !translations.includes(other)).map(
              other => [other, newsListPath(1)],
            ),
          ),
        } satisfies NewsPostContext,
      })
    }
  }
  reporter.info(
    `News pages: ${published.length} posts published by ${today}, ${posts.length - published.length} scheduled`,
  )
}
