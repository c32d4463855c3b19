import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { htmlFilesIn } from "../../src/node/htmlFiles"
import { pluginCodeVersion } from "../../src/node/pluginCodeVersion"
import { publicFolder } from "../../src/node/siteFolders"
import { inlineHeadlineFonts } from "./headlineFont"

// Inline, so a first visit draws the `h1` in its face at the first paint (docs/performance.md).
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter, cache }) =>
  runBuildStep(reporter, "Headline font", async () => {
    const pages = await inlineHeadlineFonts(await htmlFilesIn(publicFolder()), {
      cacheDir: cache.directory,
      codeVersion: pluginCodeVersion("headline-font"),
    })
    return `inlined the headline's face in ${pages} pages`
  })
