import * as React from "react"
import type { HeadFC } from "gatsby"

import { localizePath, type LanguageContext } from "../../lib/languages"
import { navItem, type SitePage } from "../../lib/navigation"
import { listPagePath } from "../../lib/pagedList"
import { requireData } from "../../lib/props/requireData"
import { shareImagePath } from "../../lib/seo/shareImages"
import { stringsFor } from "../../strings"
import PageHead from "./PageHead"

/** A list in numbered pages (the music, the store) says which one; other routes have one. */
type RouteContext = LanguageContext & { page?: number }

type RouteQuery = {
  readonly pagesJson: Partial<
    Record<SitePage, { readonly description: string }>
  > | null
}

type RouteOf<Data> = Data extends { readonly pagesJson: infer Pages }
  ? Extract<keyof NonNullable<Pages>, SitePage>
  : never

export const routeHead = <Data extends RouteQuery>(
  page: RouteOf<Data>,
  structuredData?: (data: Data) => React.ReactNode,
): HeadFC<Data, RouteContext> => {
  const RouteHead: HeadFC<Data, RouteContext> = ({
    location,
    data,
    pageContext,
  }) => {
    const pages: RouteQuery["pagesJson"] = data.pagesJson
    const entry: { readonly description: string } | undefined = requireData(
      pages,
      "data/pages.json",
    )[page]
    const { language, page: number = 1 } = pageContext
    const strings = stringsFor(language)
    const route = navItem(page, strings)
    return (
      <PageHead
        language={language}
        page={
          number > 1
            ? {
                name: strings.pagination.title(route.label, number),
                path: listPagePath(route.path, number),
              }
            : page
        }
        description={
          requireData(entry, `data/pages.json › ${page}`).description
        }
        pathname={location.pathname}
        // Every page of a list shares its first page's image.
        shareImage={
          number > 1
            ? shareImagePath(localizePath(route.path, language))
            : undefined
        }
      >
        {structuredData?.(data)}
      </PageHead>
    )
  }
  return RouteHead
}
