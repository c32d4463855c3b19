import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { pageStepsMemo } from "../../src/node/pageMemo"
import { publicFolder } from "../../src/node/siteFolders"
import { stripNulBytesInFolder } from "./stripNulBytes"

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) =>
  runBuildStep(reporter, "NUL characters", async () => {
    const cleaned = await stripNulBytesInFolder(
      publicFolder(),
      await pageStepsMemo(publicFolder()),
    )
    return `removed from ${cleaned} pages`
  })
