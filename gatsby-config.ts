// Gatsby config API: site metadata and plugins. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import type { GatsbyConfig } from "gatsby"

import site from "./data/site.json"

const pascalCase = (name: string) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map(word => word.charAt(0).toUpperCase() + word.slice(1))
    .join("")

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
      options: { name: "data", path: `${__dirname}/data` },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // Name every type after its file (site.json -> SiteJson): by default object files
        // are all named after their folder (DataJson).
        typeName: ({ node }: { node: { name: string } }) =>
          `${pascalCase(node.name)}Json`,
      },
    },
  ],
}

export default config
