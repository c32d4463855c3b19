// Gatsby Node APIs: onPostBuild. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { publicFolder } from "../../src/node/siteFolders"
import { stripNulBytesInFolder } from "./stripNulBytes"

/** Removes the NUL characters React 18's server renderer leaves in some pages. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) =>
  runBuildStep(reporter, "NUL characters", async () => {
    const cleaned = await stripNulBytesInFolder(publicFolder())
    return `removed from ${cleaned} pages`
  })
