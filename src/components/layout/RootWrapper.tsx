import * as React from "react"
import { ThemeProvider } from "styled-components"

import { theme } from "../../styles/theme"

/** Providers shared by gatsby-browser and gatsby-ssr, so both render the same tree. */
const RootWrapper = ({ children }: { children: React.ReactNode }) => (
  <ThemeProvider theme={theme}>{children}</ThemeProvider>
)

export default RootWrapper
