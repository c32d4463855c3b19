import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { pageStepsMemo } from "../../src/node/pageMemo"
import { publicFolder } from "../../src/node/siteFolders"
import { deferHydrationInFolder } from "./deferHydration"
import { firstVisitChunks } from "./firstVisitChunks"

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) =>
  runBuildStep(reporter, "Script deferral", async () => {
    const pages = await deferHydrationInFolder(
      publicFolder(),
      await firstVisitChunks(publicFolder()),
      await pageStepsMemo(publicFolder()),
    )
    return `deferred the hydration scripts of ${pages} pages`
  })
