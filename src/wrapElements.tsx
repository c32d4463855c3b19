import * as React from "react"

import { LanguageProvider } from "./hooks/useLanguage"
import { LanguageLinksProvider } from "./hooks/useLanguageLinks"
import { pageLanguage, type LanguageContext } from "./lib/languages"
import type { LanguageLinks } from "./templates/pageContexts"
import { fetchWebFonts } from "./webFonts"

/** A chunk of its own, so it is evaluated in its own task, not in Gatsby's long start-up task. */
export const loadLayout = () =>
  import(/* webpackChunkName: "layout" */ "./components/layout/GuardedLayout")

/** Pending, not rejected, on failure: a rejected lazy component would empty the page. */
const GuardedLayout = React.lazy(() =>
  loadLayout().catch((error: unknown) => {
    console.error(
      "The layout's code did not load: the page stays as the server wrote it.",
      error,
    )
    return new Promise<never>(() => {})
  }),
)

// Not onInitialClientRender, which fires before the layout's code has even loaded.
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
