// Gatsby config API: site metadata and plugins. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import type { GatsbyConfig } from "gatsby"

import { dataFolder } from "./src/node/siteFolders"
import { readSiteSettings } from "./src/node/siteSettings"
import { typeNameOf } from "./src/lib/data/dataSchema"
import {
  alternateLinks,
  DEFAULT_LANGUAGE,
  languageRoot,
  LANGUAGES,
  notFoundPaths,
} from "./src/lib/languages"
import { theme } from "./src/styles/theme"

// Read without throwing: a typo in site.json is reported by the data check in
// onPreBootstrap, in plain words, not by a crash while this file loads.
const site = readSiteSettings()

type JsonFile = { node: { name: string; relativeDirectory: string } }

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description[DEFAULT_LANGUAGE],
    siteUrl: site.siteUrl,
  },
  trailingSlash: "always",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    // The queries of the root gatsby-node.ts's feature modules (src/build/), besides the
    // default places, get their types too.
    documentSearchPaths: [
      "./gatsby-node.ts",
      "./plugins/**/gatsby-node.ts",
      "./src/build/**/*.ts",
    ],
    generateOnBuild: true,
  },
  // Local plugins (plugins/<name>/) are the site's build steps; each plugin's hooks run in
  // this list's order. data-check comes first, so a broken data file stops every command
  // before anything else runs; hosting comes next to last, as it hashes the pages as
  // finally written, and precompress last, as it compresses them (docs/architecture.md).
  plugins: [
    "data-check",
    {
      // The site's one styling system: each page's styles written into its head by the
      // server (`<style data-styled>`), read back by the browser's styled-components.
      resolve: "gatsby-plugin-styled-components",
      options: {
        // The class names stay the library's short ones: readable names (Header__Bar-…)
        // would add a class to every styled element of every page.
        displayName: false,
        // Marks each styled component free of side effects, so a bundle leaves out the
        // ones no code renders.
        pure: true,
      },
    },
    {
      // Lists every page but the 404 ones (the plugin leaves out the default language's),
      // each with its versions in every language, as its head links them; by path, so a
      // warm build (which creates changed pages anew, last) writes the same file.
      resolve: "gatsby-plugin-sitemap",
      options: {
        resolvePages: ({
          allSitePage,
        }: {
          allSitePage: { nodes: { path: string }[] }
        }) =>
          [...allSitePage.nodes].sort((a, b) =>
            a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
          ),
        excludes: LANGUAGES.filter(
          language => language !== DEFAULT_LANGUAGE,
        ).flatMap(notFoundPaths),
        serialize: ({ path }: { path: string }) => ({
          url: path,
          links: alternateLinks(site.siteUrl, path).map(link => ({
            lang: link.hrefLang,
            url: link.href,
          })),
        }),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.description[DEFAULT_LANGUAGE],
        // The app installs from its language's home page: a manifest per language, each
        // linked from that language's pages.
        lang: DEFAULT_LANGUAGE,
        start_url: languageRoot(DEFAULT_LANGUAGE),
        localize: LANGUAGES.filter(
          language => language !== DEFAULT_LANGUAGE,
        ).map(language => ({
          start_url: languageRoot(language),
          lang: language,
          name: site.name,
          short_name: site.name,
          description: site.description[language],
        })),
        display: "standalone",
        background_color: theme.colors.bg,
        theme_color: theme.colors.bg,
        // The Seo component writes the theme colour; the plugin would add a second one.
        theme_color_in_head: false,
        icon: "src/images/icon.png",
      },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "data",
        path: dataFolder(),
        ignore: ["**/schema/**"],
      },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // data/site.json -> SiteJson; data/shows/lima.json -> ShowsJson (its folder's name).
        typeName: ({ node }: JsonFile) =>
          typeNameOf(node.relativeDirectory || node.name),
      },
    },
    // The site's data and pages come from the root gatsby-node.ts, whose hooks Gatsby runs
    // after every plugin's; the steps below work on the built site, in this order.
    "news-feed",
    "share-images",
    "app-icons",
    "visual-editor",
    "robots-txt",
    "strip-nul-bytes",
    "defer-hydration",
    "headline-font",
    "hosting",
    "precompress",
  ],
}

export default config
