import type { GatsbyBrowser } from "gatsby"

import { hydrateInTransition, prepareStrings } from "./src/hydrateInTransition"
import { switchOnFetchedWebFonts } from "./src/webFonts"
import { loadLayout } from "./src/wrapElements"

export { wrapPageElement } from "./src/wrapElements"

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: that type still has React 17's `render`.
export const replaceHydrateFunction = () => hydrateInTransition

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  void prepareStrings()
  // The requested layout chunk runs in a task after start-up's; its lazy component reports failure.
  setTimeout(() => {
    loadLayout().catch(() => {})
  })
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({
  prevLocation,
}) => {
  if (prevLocation) switchOnFetchedWebFonts()
}
