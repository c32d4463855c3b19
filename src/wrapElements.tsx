import * as React from "react"

import { LanguageProvider } from "./hooks/useLanguage"
import { LanguageLinksProvider } from "./hooks/useLanguageLinks"
import { pageLanguage, type LanguageContext } from "./lib/languages"
import type { LanguageLinks } from "./templates/pageContexts"
import { fetchWebFonts } from "./webFonts"

/**
 * The layout (header, menu, footer, sign-up form) is a chunk of its own, requested as the app starts
 * (gatsby-browser.tsx's onClientEntry), beside the page's code: the browser evaluates it in
 * a task of its own, not in Gatsby's start-up task, the longest of a first visit. The
 * build renders it whole; hydration waits for it, keeping the server's HTML.
 */
export const loadLayout = () =>
  import(/* webpackChunkName: "layout" */ "./components/layout/GuardedLayout")

/**
 * If the layout's code cannot load, the page stays as the server wrote it, unhydrated but
 * whole, its links plain links, where a failed lazy component would empty the page.
 */
const GuardedLayout = React.lazy(() =>
  loadLayout().catch((error: unknown) => {
    console.error(
      "The layout's code did not load: the page stays as the server wrote it.",
      error,
    )
    return new Promise<never>(() => {})
  }),
)

/**
 * Marks the page as interactive (`<html data-hydrated>`), which browser tests wait for
 * before trying behaviour, and starts fetching the web fonts for the next page
 * (src/webFonts.ts): once the layout and the page inside it have hydrated, so
 * within the layout's boundary, where Gatsby's onInitialClientRender would come as soon
 * as the root has, before the boundary's code is even loaded.
 */
const InteractiveMark = () => {
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
    void fetchWebFonts()
  }, [])
  return null
}

type WrapPageArgs = {
  element: React.ReactNode
  props: {
    location: { pathname: string }
    pageContext?: Partial<LanguageContext> & {
      notFound?: boolean
      languageLinks?: LanguageLinks
    }
  }
}

/**
 * The page inside its layout (its own chunk: loadLayout). The layout persists across
 * navigations, so the header is not remounted. Everything inside reads the page's language
 * (src/build/languagePages.ts gives each page one).
 */
export const wrapPageElement = ({ element, props }: WrapPageArgs) => (
  <LanguageProvider
    value={pageLanguage(props.pageContext, props.location.pathname)}
  >
    {/* While the layout's code loads, the page stays the server's HTML, unhydrated: a
        click there is the browser's own (a link loads its page), where without a
        boundary React would try to hydrate it at once and fail (React error 345). */}
    <LanguageLinksProvider value={props.pageContext?.languageLinks}>
      <React.Suspense fallback={null}>
        <GuardedLayout
          pathname={props.location.pathname}
          notFound={props.pageContext?.notFound === true}
        >
          {element}
        </GuardedLayout>
        <InteractiveMark />
      </React.Suspense>
    </LanguageLinksProvider>
  </LanguageProvider>
)
