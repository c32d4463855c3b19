import "@testing-library/jest-dom"
// Components read their words through stringsFor: the tests have every language at hand.
import "../strings/all"

import { TextDecoder, TextEncoder } from "node:util"
import type * as React from "react"

type ReactModule = typeof React

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

// Gatsby's runtime is not there in unit tests: components get plain props, and the few
// Gatsby exports they touch are replaced by stand-ins (as in Gatsby's unit-testing guide).
jest.mock("gatsby", () => {
  const { createElement, forwardRef } = jest.requireActual<ReactModule>("react")
  return {
    graphql: jest.fn(),
    useStaticQuery: jest.fn(),
    navigate: jest.fn(),
    // Like Gatsby's Link, it handles the click itself instead of letting the page unload.
    Link: forwardRef<HTMLAnchorElement, LinkProps>(
      ({ to, children, onClick, ...rest }, ref) =>
        createElement(
          "a",
          {
            ...rest,
            href: to,
            ref,
            onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
              onClick?.(event)
              event.preventDefault()
            },
          },
          children,
        ),
    ),
  }
})

Object.assign(globalThis, {
  ___loader: { enqueue: jest.fn(), hovering: jest.fn() },
})

// react-dom/server renders the server HTML in tests; jsdom lacks the encoders it needs.
Object.assign(globalThis, { TextEncoder, TextDecoder })

// jsdom's CSS parser predates cascade layers: it reports every style sheet with an
// `@layer` rule (the global style, the shared looks of src/components/ui) as one it could
// not parse, and leaves it out, which no unit test reads. Browsers read them; the browser
// tests check the styles.
const consoleError = console.error.bind(console)
jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  const [first] = args
  // jsdom's Error comes from the window's realm, not Node's: no instanceof.
  if (
    typeof first === "object" &&
    first !== null &&
    "message" in first &&
    first.message === "Could not parse CSS stylesheet"
  )
    return
  consoleError(...args)
})
