import path from "node:path"
import type { CreatePagesArgs } from "gatsby"

import { LANGUAGES, localizePath } from "../lib/languages"
import {
  listPagePath,
  listPagesOf,
  PRODUCTS_PER_PAGE,
  RELEASES_PER_PAGE,
} from "../lib/pagedList"
import { siteFolder } from "../node/siteFolders"
import type { ListPageContext } from "../templates/pageContexts"

export const createListPages = async ({
  graphql,
  actions,
  reporter,
}: CreatePagesArgs) => {
  const { data, errors } = await graphql<Queries.ListPagesQuery>(`
    query ListPages {
      allReleasesJson {
        totalCount
      }
      allProductsJson {
        totalCount
      }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild(
      `List pages failed: could not count the entries: ${JSON.stringify(errors)}`,
    )
    return
  }
  const lists = [
    {
      path: "/music/",
      template: "music.tsx",
      count: data.allReleasesJson.totalCount,
      perPage: RELEASES_PER_PAGE,
    },
    {
      path: "/store/",
      template: "store.tsx",
      count: data.allProductsJson.totalCount,
      perPage: PRODUCTS_PER_PAGE,
    },
  ]
  for (const list of lists) {
    const pages = listPagesOf(list.count, list.perPage)
    for (const language of LANGUAGES)
      for (const { page, skip, limit } of pages) {
        actions.createPage({
          path: localizePath(listPagePath(list.path, page), language),
          component: path.join(siteFolder(), "src/templates", list.template),
          context: {
            language,
            skip,
            limit,
            page,
            pageCount: pages.length,
          } satisfies ListPageContext,
        })
      }
  }
}
