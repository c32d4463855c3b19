// Gatsby Browser APIs: wrapRootElement, wrapPageElement, replaceHydrateFunction, onClientEntry. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import type { GatsbyBrowser } from "gatsby"

import { hydrateInTransition, prepareStrings } from "./src/hydrateInTransition"
import { loadLayout } from "./src/wrapElements"

export { wrapPageElement, wrapRootElement } from "./src/wrapElements"

// Not typed as GatsbyBrowser["replaceHydrateFunction"]: that type still names React 17's
// legacy `render` signature, and Gatsby ignores what the function returns.
export const replaceHydrateFunction = () => hydrateInTransition

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  void prepareStrings()
  void loadLayout()
}
