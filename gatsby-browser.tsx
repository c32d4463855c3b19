// Gatsby Browser APIs: wrapPageElement, replaceHydrateFunction, onClientEntry, onRouteUpdate. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import type { GatsbyBrowser } from "gatsby"

import { hydrateInTransition, prepareStrings } from "./src/hydrateInTransition"
import { switchOnFetchedWebFonts } from "./src/webFonts"
import { loadLayout } from "./src/wrapElements"

export { wrapPageElement } from "./src/wrapElements"

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: that type still names React 17's
// legacy `render` signature, and Gatsby ignores what the function returns.
export const replaceHydrateFunction = () => hydrateInTransition

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  void prepareStrings()
  // The page's loader has requested the layout's chunk already (plugins/defer-hydration);
  // this evaluates it in a task of its own, after Gatsby's start-up task, not within it.
  // A failure here is tried again, and reported, by the layout's lazy component.
  setTimeout(() => {
    loadLayout().catch(() => {})
  })
}

/** A navigation inside the site: the page after the first is drawn in the web fonts. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({
  prevLocation,
}) => {
  if (prevLocation) switchOnFetchedWebFonts()
}
