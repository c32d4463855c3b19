import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

import { isLanguage, languageOfPath, type Language } from "./lib/languages"
import { loadStrings } from "./strings"

/** The language the server wrote the page in (`<html lang>`), else its path's. */
const documentLanguage = (): Language => {
  const { lang } = document.documentElement
  return isLanguage(lang) ? lang : languageOfPath(window.location.pathname)
}

/**
 * Starts fetching the page's interface text as the app starts, beside the page's own
 * scripts and data (onClientEntry), so hydration seldom waits for it.
 */
export const prepareStrings = () => loadStrings(documentLanguage())

/**
 * Gatsby hydrates with a bare `hydrateRoot`, which React 18 runs at default priority: one
 * uninterrupted task for the whole page (measured 260 ms on /tour/ at a 4× CPU slowdown),
 * the largest part of Total Blocking Time. Started inside a transition, the same hydration
 * yields to the browser every few milliseconds, and a click or key press on a part not yet
 * hydrated still hydrates that part first (React's selective hydration). It starts once
 * the page's interface text is here (a chunk per language, see src/strings/index.ts).
 */
export const hydrateInTransition = (element: ReactNode, container: Element) => {
  void prepareStrings().then(() => render(element, container))
}

const render = (element: ReactNode, container: Element) => {
  // A page without server markup (none today) is rendered, as Gatsby does: its root holds
  // an empty focus wrapper then.
  if (!container.querySelector("#gatsby-focus-wrapper")?.children.length) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
