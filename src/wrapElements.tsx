import * as React from "react"

import ErrorBoundary from "./components/errors/ErrorBoundary"
import Layout from "./components/layout/Layout"
import RootWrapper from "./components/layout/RootWrapper"
import { LanguageProvider } from "./hooks/useLanguage"
import { pageLanguage, type LanguageContext } from "./lib/languages"
import { GlobalStyle } from "./styles/GlobalStyle"

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
    {/* The outer boundary catches the chrome itself; the layout's own one keeps the header. */}
    <ErrorBoundary resetKey={props.location.pathname}>
      <Layout
        pathname={props.location.pathname}
        notFound={props.pageContext?.notFound === true}
      >
        {element}
      </Layout>
    </ErrorBoundary>
  </LanguageProvider>
)
