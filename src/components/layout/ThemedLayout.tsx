import * as React from "react"
import { ThemeProvider } from "styled-components"

import { GlobalStyle } from "../../styles/GlobalStyle"
import { theme } from "../../styles/theme"
import ErrorBoundary from "../errors/ErrorBoundary"
import Layout, { type LayoutProps } from "./Layout"

/**
 * Everything that draws with styled-components around a page: the theme, the global style
 * and the layout, under a boundary that catches the chrome itself (the layout's own one
 * keeps the header). One chunk, loaded beside the page's code (src/wrapElements.tsx), so
 * styled-components and the chrome are evaluated in a task of their own, not in Gatsby's
 * start-up task.
 */
const ThemedLayout = ({ pathname, notFound, children }: LayoutProps) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <ErrorBoundary resetKey={pathname}>
      <Layout pathname={pathname} notFound={notFound}>
        {children}
      </Layout>
    </ErrorBoundary>
  </ThemeProvider>
)

export default ThemedLayout
