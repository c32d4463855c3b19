import * as React from "react"
import { screen } from "@testing-library/react"

import ErrorBoundary from "./ErrorBoundary"
import { renderWithTheme } from "../../test/renderWithTheme"

const Broken = (): React.ReactElement => {
  throw new Error("a data field was missing")
}

describe("<ErrorBoundary>", () => {
  beforeEach(() => {
    // React reports the caught error on the console; the test expects it.
    jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  it("renders its children when nothing throws", () => {
    renderWithTheme(
      <ErrorBoundary resetKey="/">
        <p>All good</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("All good")).toBeInTheDocument()
  })

  it("shows 'Unexpected Application Error!' and a way home when rendering throws", () => {
    renderWithTheme(
      <ErrorBoundary resetKey="/music/">
        <Broken />
      </ErrorBoundary>,
    )
    expect(
      screen.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: "Return to Home" }),
    ).toHaveAttribute("href", "/")
  })

  it("recovers when the visitor moves to another page", () => {
    const { rerender } = renderWithTheme(
      <ErrorBoundary resetKey="/music/">
        <Broken />
      </ErrorBoundary>,
    )
    rerender(
      <ErrorBoundary resetKey="/">
        <p>Home again</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("Home again")).toBeInTheDocument()
  })
})
