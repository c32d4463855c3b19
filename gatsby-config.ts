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

// Never throws: the data check reports a broken site.json in plain words instead.
const site = readSiteSettings()
const otherLanguages = LANGUAGES.filter(
  language => language !== DEFAULT_LANGUAGE,
)

type JsonFile = { node: { name: string; relativeDirectory: string } }

/** The steps that rewrite the built pages; `npm run bench:scale` measures Gatsby without them. */
const PAGE_STEPS = [
  "share-images",
  "precompress-early",
  "strip-nul-bytes",
  "defer-hydration",
  "hosting",
  "precompress",
]
const pageSteps = (plugin: string) =>
  process.env.BUILD_WITHOUT_PAGE_STEPS === "1" && PAGE_STEPS.includes(plugin)
    ? []
    : [plugin]

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description[DEFAULT_LANGUAGE],
    siteUrl: site.siteUrl,
  },
  trailingSlash: "always",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    documentSearchPaths: [
      "./gatsby-node.ts",
      "./plugins/**/gatsby-node.ts",
      "./src/gatsbyNode/**/*.ts",
    ],
    generateOnBuild: true,
  },
  // Hooks run in this order: data-check first, so broken data stops every command; hosting
  // hashes the pages as finally written, and only precompress comes after it.
  plugins: [
    "data-check",
    {
      resolve: "gatsby-plugin-styled-components",
      options: {
        // Readable names (Header__Bar-…) would add a class to every styled element.
        displayName: false,
        pure: true,
      },
    },
    {
      // Sorted by path, as a warm build creates changed pages last; the plugin itself leaves out
      // only the default language's 404 pages.
      resolve: "gatsby-plugin-sitemap",
      options: {
        resolvePages: (data: { allSitePage: { nodes: { path: string }[] } }) =>
          [...data.allSitePage.nodes].sort((a, b) =>
            a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
          ),
        excludes: otherLanguages.flatMap(notFoundPaths),
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
        lang: DEFAULT_LANGUAGE,
        start_url: languageRoot(DEFAULT_LANGUAGE),
        localize: otherLanguages.map(language => ({
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
        typeName: ({ node }: JsonFile) =>
          typeNameOf(node.relativeDirectory || node.name),
      },
    },
    "news-feed",
    ...pageSteps("share-images"),
    "app-icons",
    "visual-editor",
    "robots-txt",
    ...pageSteps("precompress-early"),
    ...pageSteps("strip-nul-bytes"),
    ...pageSteps("defer-hydration"),
    ...pageSteps("hosting"),
    ...pageSteps("precompress"),
  ],
}

export default config
