import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

import { isLanguage, languageOfPath, type Language } from "./lib/languages"
import { loadStrings } from "./strings"

const documentLanguage = (): Language => {
  const { lang } = document.documentElement
  return isLanguage(lang) ? lang : languageOfPath(window.location.pathname)
}

/** Called at onClientEntry, so the strings load beside the page's scripts. */
export const prepareStrings = () => loadStrings(documentLanguage())

// Gatsby's bare `hydrateRoot` is one long task, most of Total Blocking Time; in a transition it
// yields to the browser, and input on a part not yet hydrated hydrates that part first.
export const hydrateInTransition = (element: ReactNode, container: Element) => {
  void prepareStrings().then(() => {
    // Without server markup (an empty focus wrapper), render, as Gatsby does.
    if (!container.querySelector("#gatsby-focus-wrapper")?.children.length)
      createRoot(container).render(element)
    else
      startTransition(() => {
        hydrateRoot(container, element)
      })
  })
}
