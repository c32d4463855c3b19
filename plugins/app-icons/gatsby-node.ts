// Gatsby Node APIs: onPostBuild. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import { readdir } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { publicFolder } from "../../src/node/siteFolders"
import { paletteIcons } from "./paletteIcons"

/**
 * The icons gatsby-plugin-manifest draws (public/icons/, the PNG favicon) as indexed-colour
 * PNGs: Chrome fetches the manifest's icon on every first visit, before the page's
 * largest paint, so its bytes count in it.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter, cache }) =>
  runBuildStep(reporter, "App icons", async () => {
    const icons = path.join(publicFolder(), "icons")
    const files = [
      ...(await readdir(icons))
        .filter(name => name.endsWith(".png"))
        .map(name => path.join(icons, name)),
      path.join(publicFolder(), "favicon-32x32.png"),
    ]
    const saved = await paletteIcons(files, cache.directory)
    return `${files.length} icons, ${(saved / 1024).toFixed(1)} KB saved`
  })
