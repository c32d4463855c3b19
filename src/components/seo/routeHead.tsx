import * as React from "react"
import type { HeadFC } from "gatsby"

import type { LanguageContext } from "../../lib/languages"
import type { SitePage } from "../../lib/navigation"
import { requireData } from "../../lib/props/requireData"
import PageHead from "./PageHead"

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
): HeadFC<Data, LanguageContext> => {
  const RouteHead: HeadFC<Data, LanguageContext> = ({
    location,
    data,
    pageContext,
  }) => {
    const pages: RouteQuery["pagesJson"] = data.pagesJson
    const entry: { readonly description: string } | undefined = requireData(
      pages,
      "data/pages.json",
    )[page]
    return (
      <PageHead
        language={pageContext.language}
        page={page}
        description={
          requireData(entry, `data/pages.json › ${page}`).description
        }
        pathname={location.pathname}
      >
        {structuredData?.(data)}
      </PageHead>
    )
  }
  return RouteHead
}
