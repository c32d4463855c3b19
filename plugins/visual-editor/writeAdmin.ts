/**
 * Writes the visual editor (/admin/) into a folder: its page, its own script (the
 * configuration made from the data schema, the save check and the previews, compiled by
 * webpack) and Decap CMS's self-contained bundle, copied as npm ships it. Nothing of it is
 * part of the site's pages or their scripts.
 */
import { mkdir, readdir, readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import webpack from "webpack"

import { siteFolder } from "../../src/node/siteFolders"
import { removeAllBut } from "../../src/node/removeAllBut"
import { writeIfChanged } from "../../src/node/writeIfChanged"
import { backendSources, withSignIn } from "./cmsBackend"
import { cmsConfig, type CmsBackend } from "./cmsConfig"

/** This plugin's folder: the admin page's script and its stand-in for "gatsby" live here. */
const EDITOR_FOLDER = path.join(siteFolder(), "plugins", "visual-editor")

/** Where npm put Decap's self-contained bundle. */
const decapDist = () =>
  // Gatsby's bundler drops a bare `require.resolve` from a gatsby-node file's code.
  path.dirname(createRequire(__filename).resolve("decap-cms/dist/decap-cms.js"))

/**
 * The files of Decap's self-contained bundle: the script, the chunks it loads beside
 * itself (code editor modes, image encoders), their WebAssembly and its licence notice.
 * Its other bundle (cms.js) and the source maps stay out.
 */
const isDecapFile = (name: string) =>
  /^(?:\d+\.)?decap-cms\.js$/.test(name) ||
  name === "decap-cms.js.LICENSE.txt" ||
  name.endsWith(".wasm")

/** styled-components' server build, as npm ships it. */
const styledComponentsServerBuild = () =>
  createRequire(__filename).resolve(
    "styled-components/dist/styled-components.esm.js",
  )

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll('"', "&quot;")

const adminPage = ({
  title,
  script,
  backendScripts = [],
}: {
  title: string
  script: string
  /** Scripts the backend's login needs on the page (Netlify Identity's). */
  backendScripts?: readonly string[]
}) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <noscript>The content manager needs JavaScript.</noscript>
${backendScripts.map(source => `    <script src="${escapeHtml(source)}"></script>\n`).join("")}    <script src="${escapeHtml(script)}"></script>
  </body>
</html>
`

/**
 * Compiles admin.ts with the configuration built in; the script's file name and the names
 * of every file webpack wrote (the script, its fonts, its licence notice).
 */
const compileAdminScript = (
  folder: string,
  config: ReturnType<typeof cmsConfig>,
): Promise<{ script: string; files: string[] }> =>
  new Promise((resolve, reject) => {
    const compiler = webpack({
      mode: "production",
      target: ["web", "es2020"],
      devtool: false,
      context: siteFolder(),
      entry: path.join(EDITOR_FOLDER, "admin.ts"),
      output: {
        path: folder,
        filename: "admin-[contenthash:20].js",
        clean: false,
      },
      resolve: {
        extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
        alias: {
          // The previews draw the site's components without Gatsby's runtime.
          gatsby$: path.join(EDITOR_FOLDER, "gatsbyInAdmin.tsx"),
        },
        // The server build's streaming renderer (never called here) asks for Node's
        // stream module.
        fallback: { stream: false },
      },
      module: {
        rules: [
          // The site's fonts, for the previews, beside the script.
          { test: /\.woff2$/, type: "asset/resource" },
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: "babel-loader",
              options: {
                babelrc: false,
                configFile: false,
                presets: [
                  "@babel/preset-typescript",
                  ["@babel/preset-react", { runtime: "automatic" }],
                ],
              },
            },
          },
        ],
      },
      plugins: [
        // The previews render the site's components to HTML, with their styles
        // collected by a ServerStyleSheet (previews.tsx). styled-components' browser
        // build, which the package's browser field picks for the web, has no server
        // sheet: its ServerStyleSheet writes each preview's styles into the editor's
        // own page too. Its server build keeps them in the sheet, so in the frame.
        new webpack.NormalModuleReplacementPlugin(
          /styled-components[\\/]dist[\\/]styled-components\.browser\.esm\.js$/,
          (resource: { createData: { resource?: string } }) => {
            resource.createData.resource = styledComponentsServerBuild()
          },
        ),
        // One script: the previews draw synchronously, so no chunk may load later.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new webpack.DefinePlugin({
          CMS_CONFIG: JSON.stringify(config),
          // React picks its production build.
          "process.env.NODE_ENV": JSON.stringify("production"),
        }),
      ],
      performance: { hints: false },
      // Kept between builds beside Gatsby's own compilation cache (scripts/clean-build.mjs
      // keeps .cache/webpack/): webpack checks every cached module against its source and
      // the values it was built with (CMS_CONFIG included), so a build whose data changed
      // recompiles what changed, not the whole editor and its minification.
      cache: {
        type: "filesystem",
        cacheDirectory: path.join(siteFolder(), ".cache", "webpack"),
        name: "visual-editor",
        // This configuration, and every installed package's version (webpack tracks the
        // loaders' own files itself).
        buildDependencies: {
          config: [
            path.join(EDITOR_FOLDER, "writeAdmin.ts"),
            path.join(siteFolder(), "package-lock.json"),
          ],
        },
      },
    })
    compiler.run((error, stats) => {
      const files = stats ? Object.keys(stats.compilation.assets) : []
      const [script] = files.filter(name => /^admin-[0-9a-f]+\.js$/.test(name))
      // Closing writes the cache: the build must not go on (and exit) before it is written.
      compiler.close(closeError => {
        if (error || !stats || stats.hasErrors()) {
          reject(
            error ??
              new Error(
                `Could not compile the content manager's script: ${stats?.toString("errors-only")}`,
              ),
          )
        } else if (!script) {
          reject(new Error("webpack wrote no content manager script"))
        } else if (closeError) {
          reject(closeError)
        } else {
          resolve({ script, files })
        }
      })
    })
  })

/**
 * Writes /admin/ into `folder` (public/admin/ for a build). A file that holds the same as
 * before is left as it was (webpack leaves its own ones so too), so the precompression
 * step keeps its copies; a file this build does not write is removed, with its copies.
 */
export const writeAdmin = async (
  target: string,
  {
    backend,
    siteUrl,
    siteName,
  }: { backend: CmsBackend; siteUrl?: string; siteName: string },
) => {
  const folder = path.resolve(target)
  await mkdir(folder, { recursive: true })
  const { script, files } = await compileAdminScript(
    folder,
    cmsConfig({
      backend: siteUrl ? withSignIn(backend, siteUrl) : backend,
      siteUrl,
    }),
  )
  const dist = decapDist()
  const decapFiles = (await readdir(dist)).filter(isDecapFile)
  for (const name of decapFiles) {
    await writeIfChanged(
      path.join(folder, name),
      await readFile(path.join(dist, name)),
    )
  }
  await writeIfChanged(
    path.join(folder, "index.html"),
    adminPage({
      title: `Content manager | ${siteName}`,
      script,
      backendScripts: backendSources(backend).pageScripts,
    }),
  )
  await removeAllBut(folder, [...files, ...decapFiles, "index.html"])
  return { script }
}
