// Gatsby Node APIs: onPostBuild. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { publicFolder } from "../../src/node/siteFolders"
import { deferHydrationInFolder } from "./deferHydration"
import { firstVisitChunks } from "./firstVisitChunks"

/**
 * Swaps each page's hydration scripts for a loader that adds them, and the chunks the page
 * needs beside them, after the first paint.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) =>
  runBuildStep(reporter, "Script deferral", async () => {
    // Off only for the benchmark's comparison (npm run bench -- --compare-defer).
    if (process.env.DEFER_HYDRATION === "off")
      return "off (DEFER_HYDRATION=off)"
    const pages = await deferHydrationInFolder(
      publicFolder(),
      await firstVisitChunks(publicFolder()),
    )
    return `deferred the hydration scripts of ${pages} pages`
  })
