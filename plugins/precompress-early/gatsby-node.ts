import type { GatsbyNode } from "gatsby"

import { startInBackground } from "../../src/node/backgroundWork"
import {
  EARLY_PASS,
  runPrecompress,
  type EarlyPass,
} from "../precompress/runPrecompress"

// Just before the page steps: what they never touch is compressed on the other core meanwhile.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const startedAt = Date.now()
  startInBackground<EarlyPass>(EARLY_PASS, async () => ({
    startedAt,
    summary: await runPrecompress(["--except-pages"]),
  }))
  reporter.info("Precompression: began on every file but the pages")
}
