// Gatsby Node APIs: onPostBuild. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { publicFolder, siteFolder } from "../../src/node/siteFolders"

/**
 * Brotli and gzip copies of every text file in public/, for nginx's brotli_static and
 * gzip_static. Last of all the steps (gatsby-config.ts): the pages are final only once
 * the hosting step has hashed them. The work is scripts/precompress.mjs, which the
 * benchmark runs on its floor too.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) =>
  runBuildStep(reporter, "Precompression", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      path.join(siteFolder(), "scripts/precompress.mjs"),
      publicFolder(),
    ])
    return stdout.trim()
  })
