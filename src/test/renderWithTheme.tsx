import * as React from "react"
import { render, type RenderOptions } from "@testing-library/react"
import { ThemeProvider } from "styled-components"

import { theme } from "../styles/theme"

const Themed = ({ children }: { children: React.ReactNode }) => (
  <ThemeProvider theme={theme}>{children}</ThemeProvider>
)

/** Testing Library's render, inside the theme, as the layout renders every component. */
export const renderWithTheme = (
  ui: React.ReactElement,
  options?: Omit<RenderOptions, "wrapper">,
) => render(ui, { wrapper: Themed, ...options })

/** An element inside the theme, for tests that render it themselves (to a string, a root). */
export const withTheme = (ui: React.ReactElement) => <Themed>{ui}</Themed>
