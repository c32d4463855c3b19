import type { GatsbyBrowser } from "gatsby"

import { hydrateInTransition, prepareStrings } from "./src/hydrateInTransition"
import { switchOnFetchedWebFonts } from "./src/webFonts"
import { loadLayout } from "./src/wrapElements"

export { wrapPageElement } from "./src/wrapElements"

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: that type still has React 17's `render`.
export const replaceHydrateFunction = () => hydrateInTransition

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  void prepareStrings()
  // Evaluates the already requested layout chunk in its own task, after Gatsby's start-up one;
  // the layout's lazy component retries and reports a failure.
  setTimeout(() => {
    loadLayout().catch(() => {})
  })
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({
  prevLocation,
}) => {
  if (prevLocation) switchOnFetchedWebFonts()
}
