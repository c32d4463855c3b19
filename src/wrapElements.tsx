import * as React from "react"

import ErrorBoundary from "./components/errors/ErrorBoundary"
import RootWrapper from "./components/layout/RootWrapper"
import { LanguageProvider } from "./hooks/useLanguage"
import { pageLanguage, type LanguageContext } from "./lib/languages"
import { GlobalStyle } from "./styles/GlobalStyle"

/**
 * The layout (header, menu, footer, sign-up form) is a chunk of its own, requested as the
 * app starts (gatsby-browser.tsx's onClientEntry), beside the page's code: the browser
 * evaluates it in a task of its own, not in the app bundle's, the longest task of a first
 * visit. The build renders it whole; hydration waits for it, keeping the server's HTML.
 */
export const loadLayout = () =>
  import(/* webpackChunkName: "layout" */ "./components/layout/Layout")
const Layout = React.lazy(loadLayout)

/**
 * Marks the page as interactive (`<html data-hydrated>`), which browser tests wait for
 * before trying behaviour: once the layout and the page inside it have hydrated, so
 * within the layout's boundary, where Gatsby's onInitialClientRender would come as soon
 * as the root has, before the boundary's code is even loaded.
 */
const InteractiveMark = () => {
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
  return null
}

type WrapRootArgs = { element: React.ReactNode }
type WrapPageArgs = {
  element: React.ReactNode
  props: {
    location: { pathname: string }
    pageContext?: Partial<LanguageContext> & { notFound?: boolean }
  }
}

/** Providers only: Gatsby renders each page's Head inside this wrapper too. */
export const wrapRootElement = ({ element }: WrapRootArgs) => (
  <RootWrapper>{element}</RootWrapper>
)

/**
 * The global style and the layout. The global style sits here, not in wrapRootElement:
 * there it is also rendered into Gatsby's Head root and ends up in neither the server HTML
 * nor the page. The layout persists across navigations, so the header is not remounted.
 * Everything inside reads the page's language (plugins/language-pages gives each page one).
 */
export const wrapPageElement = ({ element, props }: WrapPageArgs) => (
  <LanguageProvider
    value={pageLanguage(props.pageContext, props.location.pathname)}
  >
    <GlobalStyle />
    {/* While the layout's code loads, the page stays the server's HTML, unhydrated: a
        click there is the browser's own (a link loads its page), where without a
        boundary React would try to hydrate it at once and fail (React error 345). */}
    <React.Suspense fallback={null}>
      {/* The outer boundary catches the chrome itself; the layout's own one keeps the header. */}
      <ErrorBoundary resetKey={props.location.pathname}>
        <Layout
          pathname={props.location.pathname}
          notFound={props.pageContext?.notFound === true}
        >
          {element}
        </Layout>
      </ErrorBoundary>
      <InteractiveMark />
    </React.Suspense>
  </LanguageProvider>
)
