// Gatsby config API: site metadata and plugins. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import type { GatsbyConfig } from "gatsby"

import site from "./data/site.json"
import { theme } from "./src/styles/theme"

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
    // Lists every page but the 404 ones (the plugin leaves those out by default).
    "gatsby-plugin-sitemap",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.description,
        lang: site.language,
        start_url: "/",
        display: "standalone",
        background_color: theme.colors.bg,
        theme_color: theme.colors.bg,
        // The Seo component writes the theme colour; the plugin would add a second one.
        theme_color_in_head: false,
        icon: "src/images/icon.png",
      },
    },
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
