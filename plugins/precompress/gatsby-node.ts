import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { publicFolder, siteFolder } from "../../src/node/siteFolders"

// Last of the steps (gatsby-config.ts): pages are final only once the hosting step has hashed them.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) =>
  runBuildStep(reporter, "Precompression", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      path.join(siteFolder(), "scripts/precompress.mjs"),
      publicFolder(),
    ])
    return stdout.trim()
  })
