// Gatsby config API: site metadata and plugins. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import path from "node:path"
import type { GatsbyConfig } from "gatsby"

import { dataFolder, publicFolder, siteFolder } from "./src/node/siteFolders"
import { readSiteSettings } from "./src/node/siteSettings"
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
} from "./plugins/hosting/policy"
import {
  backendSources,
  readCmsBackend,
} from "./plugins/visual-editor/cmsBackend"
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

/** The part of the development server's Express app that serves the content manager. */
type DevelopApp = {
  get: (
    path: string,
    handler: (
      request: { path: string },
      response: {
        redirect: (to: string) => void
        sendFile: (file: string) => void
        set: (header: string, value: string) => void
      },
    ) => void,
  ) => void
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description[DEFAULT_LANGUAGE],
    siteUrl: site.siteUrl,
  },
  trailingSlash: "always",
  // The development server serves public/ but no folder's index page; the content
  // manager's page is public/admin/index.html, written when the server starts.
  developMiddleware: (app: DevelopApp) => {
    // Express matches "/admin" and "/admin/" alike; the page's scripts need the slash.
    // Here, on the editor's own machine, the policy also allows `npm run cms`'s local
    // backend; the built site's does not.
    app.get(ADMIN_PATH, (request, response) => {
      if (!request.path.endsWith("/")) {
        response.redirect(ADMIN_PATH)
        return
      }
      response.set(
        "Content-Security-Policy",
        adminContentSecurityPolicy(
          backendSources(readCmsBackend(siteFolder())),
          {
            localBackend: true,
          },
        ),
      )
      response.sendFile(path.join(publicFolder(), ADMIN_PATH, "index.html"))
    })
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  // Local plugins (plugins/<name>/) are the site's build steps; each plugin's hooks run in
  // this list's order. data-check comes first, so a broken data file stops every command
  // before anything else runs; hosting comes next to last, as it hashes the pages as
  // finally written, and precompress last, as it compresses them (docs/architecture.md).
  plugins: [
    "data-check",
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
    // GraphQL types from the data schema, the build's clock, the store's order.
    "data-layer",
    "language-pages",
    "show-pages",
    "release-pages",
    "news-feed",
    "press-kit",
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
