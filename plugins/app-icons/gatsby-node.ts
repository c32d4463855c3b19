import { readdir } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { publicFolder } from "../../src/node/siteFolders"
import { paletteIcons } from "./paletteIcons"

// Chrome fetches the manifest's icon on a first visit, before the largest paint: its bytes count.
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
