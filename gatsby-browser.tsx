import type { GatsbyBrowser } from "gatsby"

import { hydrateInTransition, prepareStrings } from "./src/hydrateInTransition"
import { countPageView } from "./src/lib/analytics/counter"
import { switchOnFetchedWebFonts } from "./src/webFonts"

export { wrapPageElement } from "./src/wrapElements"

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: that type still has React 17's `render`.
export const replaceHydrateFunction = () => hydrateInTransition

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  void prepareStrings()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({
  prevLocation,
}) => {
  if (prevLocation) switchOnFetchedWebFonts()
  if (__COUNTER__) countPageView()
}
