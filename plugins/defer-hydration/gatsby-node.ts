import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { publicFolder } from "../../src/node/siteFolders"
import { deferHydrationInFolder } from "./deferHydration"
import { firstVisitChunks } from "./firstVisitChunks"

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
