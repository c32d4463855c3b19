// Gatsby config API: site metadata and plugins. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import type { GatsbyConfig } from "gatsby"

import site from "./data/site.json"

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: "always",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    "gatsby-plugin-styled-components",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // The JSON files become nodes in gatsby-node.ts (onCreateNode), after validation.
      options: {
        name: "data",
        path: `${__dirname}/data`,
        ignore: ["**/schema/**"],
      },
    },
  ],
}

export default config
