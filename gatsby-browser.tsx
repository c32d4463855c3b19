// Gatsby Browser APIs: wrapRootElement, wrapPageElement, onInitialClientRender. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import type { GatsbyBrowser } from "gatsby"

export { wrapPageElement, wrapRootElement } from "./src/wrapElements"

/** Marks the page as interactive; browser tests wait for it before trying behaviour. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] =
  () => {
    document.documentElement.dataset.hydrated = "true"
  }
