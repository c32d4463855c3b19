// Gatsby Node APIs: onPostBuild. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { htmlFilesIn } from "../../src/node/htmlFiles"
import { pluginCodeVersion } from "../../src/node/pluginCodeVersion"
import { publicFolder } from "../../src/node/siteFolders"
import { inlineHeadlineFonts } from "./headlineFont"

/**
 * Gives each page the display face cut to its own headline, inline, so a first visit
 * draws the `h1` in it at the first paint, however slow the network (docs/performance.md).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter, cache }) =>
  runBuildStep(reporter, "Headline font", async () => {
    const pages = await inlineHeadlineFonts(await htmlFilesIn(publicFolder()), {
      cacheDir: cache.directory,
      codeVersion: pluginCodeVersion("headline-font"),
    })
    return `inlined the headline's face in ${pages} pages`
  })
