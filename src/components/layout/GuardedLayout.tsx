import * as React from "react"
import { ThemeProvider } from "styled-components"

import { theme } from "../../styles/theme"
import ErrorBoundary from "../errors/ErrorBoundary"
import Layout, { type LayoutProps } from "./Layout"

/**
 * The layout around a page, with the theme every styled component reads (the global
 * style is the head's: gatsby-ssr.tsx), under a boundary that catches the chrome itself (the layout's own one keeps the
 * header). One chunk, loaded beside the page's code (src/wrapElements.tsx), so the chrome
 * is evaluated in a task of its own, not in Gatsby's start-up task.
 */
const GuardedLayout = ({ pathname, notFound, children }: LayoutProps) => (
  <ThemeProvider theme={theme}>
    <ErrorBoundary resetKey={pathname}>
      <Layout pathname={pathname} notFound={notFound}>
        {children}
      </Layout>
    </ErrorBoundary>
  </ThemeProvider>
)

export default GuardedLayout
