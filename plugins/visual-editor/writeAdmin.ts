import { mkdir, readdir, readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import webpack from "webpack"

import { siteFolder } from "../../src/node/siteFolders"
import { removeAllBut } from "../../src/node/removeAllBut"
import { writeIfChanged } from "../../src/node/writeIfChanged"
import { xmlText } from "../../src/lib/format/xmlText"
import { backendSources, withSignIn } from "./cmsBackend"
import { cmsConfig, type CmsBackend } from "./cmsConfig"
import type { PreviewContext } from "./previewContext"

const EDITOR_FOLDER = path.join(siteFolder(), "plugins", "visual-editor")

// Gatsby's bundler drops a bare `require.resolve` from a gatsby-node file's code.
const requireHere = createRequire(__filename)

// The self-contained bundle and the chunks it loads beside itself; not cms.js nor source maps.
const isDecapFile = (name: string) =>
  /^(?:\d+\.)?decap-cms\.js$/.test(name) ||
  name === "decap-cms.js.LICENSE.txt" ||
  name.endsWith(".wasm")

const adminPage = ({
  title,
  script,
  backendScripts = [],
}: {
  title: string
  script: string
  backendScripts?: readonly string[]
}) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${xmlText(title)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <noscript>The content manager needs JavaScript.</noscript>
${backendScripts.map(source => `    <script src="${xmlText(source)}"></script>\n`).join("")}    <script src="${xmlText(script)}"></script>
  </body>
</html>
`

const compileAdminScript = (
  folder: string,
  config: ReturnType<typeof cmsConfig>,
  previewContext: PreviewContext,
): Promise<{ script: string; files: string[]; compiled: string }> =>
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
        // The server build's streaming renderer (never called here) asks for Node's stream module.
        fallback: { stream: false },
      },
      module: {
        rules: [
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
        // styled-components' browser build has no server sheet: its ServerStyleSheet would write each
        // preview's styles (previews.tsx) into the editor's own page, not the preview's frame.
        new webpack.NormalModuleReplacementPlugin(
          /styled-components[\\/]dist[\\/]styled-components\.browser\.esm\.js$/,
          (resource: { createData: { resource?: string } }) => {
            resource.createData.resource = requireHere.resolve(
              "styled-components/dist/styled-components.esm.js",
            )
          },
        ),
        // One script: the previews draw synchronously, so no chunk may load later.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new webpack.DefinePlugin({
          CMS_CONFIG: JSON.stringify(config),
          PREVIEW_CONTEXT: JSON.stringify(previewContext),
          "process.env.NODE_ENV": JSON.stringify("production"),
          // Nothing is counted from the editor.
          __COUNTER__: "null",
          __COUNTER_SERVICE__: "null",
        }),
      ],
      performance: { hints: false },
      // Kept beside Gatsby's (scripts/build.mjs keeps .cache/webpack/); webpack checks each module
      // against its source and the constants, so changed data recompiles only what it changed.
      cache: {
        type: "filesystem",
        cacheDirectory: path.join(siteFolder(), ".cache", "webpack"),
        name: "visual-editor",
        buildDependencies: {
          config: [
            path.join(EDITOR_FOLDER, "writeAdmin.ts"),
            path.join(siteFolder(), "package-lock.json"),
          ],
        },
      },
      // webpack traces build dependencies through Node's loaded modules into Gatsby's, which data rewrites.
      snapshot: {
        immutablePaths: [path.join(siteFolder(), ".cache") + path.sep],
      },
    })
    compiler.run((error, stats) => {
      const files = stats ? Object.keys(stats.compilation.assets) : []
      const [script] = files.filter(name => /^admin-[0-9a-f]+\.js$/.test(name))
      const modules = [...(stats?.compilation.modules ?? [])]
      const built = modules.filter(m => stats?.compilation.builtModules.has(m))
      const compiled = `${built.length} of ${modules.length} modules compiled`
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
          resolve({ script, files, compiled })
        }
      })
    })
  })

// Unchanged files are left as they were so the precompression step keeps their copies.
export const writeAdmin = async (
  target: string,
  {
    backend,
    siteUrl,
    siteName,
    previewContext,
  }: {
    backend: CmsBackend
    siteUrl: string
    siteName: string
    previewContext: PreviewContext
  },
) => {
  const folder = path.resolve(target)
  await mkdir(folder, { recursive: true })
  const { script, files, compiled } = await compileAdminScript(
    folder,
    cmsConfig({ backend: withSignIn(backend, siteUrl), siteUrl }),
    previewContext,
  )
  const dist = path.dirname(requireHere.resolve("decap-cms/dist/decap-cms.js"))
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
  return { script, compiled }
}
