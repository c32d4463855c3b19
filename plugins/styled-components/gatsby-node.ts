// Gatsby Node APIs: onCreateBabelConfig. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import type { GatsbyNode } from "gatsby"

/**
 * babel-plugin-styled-components gives each styled component a stable, readable class
 * name (file and component, then a hash), the same in the server's HTML and the browser's
 * render, and minifies the CSS in the bundles. Its `ssr` option makes the ids
 * deterministic for the server render and the browser bundle alike.
 */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({
  stage,
  actions,
}) => {
  // Gatsby's reducer honours `stage` (the options then apply to the stage being set up
  // only, so `ssr` differs by stage), though the action's type leaves it out.
  const plugin = {
    name: "babel-plugin-styled-components",
    stage,
    options: {
      displayName: true,
      fileName: true,
      minify: true,
      transpileTemplateLiterals: true,
      pure: false,
      ssr: stage === "build-html" || stage === "build-javascript",
    },
  }
  actions.setBabelPlugin(plugin)
}
