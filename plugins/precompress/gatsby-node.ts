import type { GatsbyNode } from "gatsby"

import { finishBackground } from "../../src/node/backgroundWork"
import { runBuildStep } from "../../src/node/buildStep"
import { EARLY_PASS, runPrecompress, type EarlyPass } from "./runPrecompress"

// The kernel stamps files by a coarse clock: a file written just after the early pass started
// can carry a time just before it.
const CLOCK_SLACK_MS = 1000

// Last of the steps (gatsby-config.ts): pages are final only once the hosting step has hashed them.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) =>
  runBuildStep(reporter, "Precompression", async () => {
    const early = await finishBackground<EarlyPass>(EARLY_PASS)
    if (!early) return runPrecompress([])
    // What the steps rewrote while the early pass ran is checked by its bytes, not its time.
    const rest = await runPrecompress([
      "--recheck-since",
      String(early.startedAt - CLOCK_SLACK_MS),
    ])
    return `${early.summary} beside the page steps; then ${rest}`
  })
