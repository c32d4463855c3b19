import * as React from "react"
import { ThemeProvider } from "styled-components"

import ErrorBoundary from "./components/errors/ErrorBoundary"
import Layout from "./components/layout/Layout"
import { LanguageProvider } from "./hooks/useLanguage"
import { LanguageLinksProvider } from "./hooks/useLanguageLinks"
import { pageLanguage, type LanguageContext } from "./lib/languages"
import { theme } from "./styles/theme"
import type { LanguageLinks } from "./templates/pageContexts"
import { fetchWebFonts } from "./webFonts"

// Not onInitialClientRender, which fires before the transition's hydration has committed.
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

export const wrapPageElement = ({ element, props }: WrapPageArgs) => (
  <LanguageProvider
    value={pageLanguage(props.pageContext, props.location.pathname)}
  >
    {/* Without a boundary, React would hydrate at once and fail (React error 345). */}
    <LanguageLinksProvider value={props.pageContext?.languageLinks}>
      <React.Suspense fallback={null}>
        <ThemeProvider theme={theme}>
          <ErrorBoundary resetKey={props.location.pathname}>
            <Layout
              pathname={props.location.pathname}
              notFound={props.pageContext?.notFound === true}
            >
              {element}
            </Layout>
          </ErrorBoundary>
        </ThemeProvider>
        <InteractiveMark />
      </React.Suspense>
    </LanguageLinksProvider>
  </LanguageProvider>
)
