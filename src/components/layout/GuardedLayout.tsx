import * as React from "react"
import { ThemeProvider } from "styled-components"

import { theme } from "../../styles/theme"
import ErrorBoundary from "../errors/ErrorBoundary"
import Layout, { type LayoutProps } from "./Layout"

// A chunk of its own, loaded beside the page's code (src/wrapElements.tsx), so the chrome
// is evaluated in its own task rather than in Gatsby's start-up task.
const GuardedLayout = (props: LayoutProps) => (
  <ThemeProvider theme={theme}>
    <ErrorBoundary resetKey={props.pathname}>
      <Layout {...props} />
    </ErrorBoundary>
  </ThemeProvider>
)

export default GuardedLayout
