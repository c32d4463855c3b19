import type { GatsbyNode } from "gatsby"

import { finishBackground } from "../../src/node/backgroundWork"
import { runBuildStep } from "../../src/node/buildStep"
import { EARLY_PASS, runPrecompress, type EarlyPass } from "./runPrecompress"

// Last of the steps (gatsby-config.ts): pages are final only once the hosting step has hashed them.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) =>
  runBuildStep(reporter, "Precompression", async () => {
    const early = await finishBackground<EarlyPass>(EARLY_PASS)
    if (!early) return runPrecompress([])
    const rest = await runPrecompress([
      "--recheck-since",
      String(early.startedAt),
    ])
    return `${early.summary} beside the page steps; then ${rest}`
  })
