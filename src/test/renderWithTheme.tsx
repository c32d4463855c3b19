import * as React from "react"
import { render, type RenderOptions } from "@testing-library/react"
import { ThemeProvider } from "styled-components"

import { theme } from "../styles/theme"

const Providers = ({ children }: { children: React.ReactNode }) => (
  <ThemeProvider theme={theme}>{children}</ThemeProvider>
)

/** Testing Library's render inside the site's theme. */
export const renderWithTheme = (
  ui: React.ReactElement,
  options?: Omit<RenderOptions, "wrapper">,
) => render(ui, { wrapper: Providers, ...options })
