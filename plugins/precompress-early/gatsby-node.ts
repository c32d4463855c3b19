import type { GatsbyNode } from "gatsby"

import { startInBackground } from "../../src/node/backgroundWork"
import {
  EARLY_PASS,
  runPrecompress,
  type EarlyPass,
} from "../precompress/runPrecompress"

// Listed just before the steps that rewrite the pages (gatsby-config.ts): what they never touch
// (page data, scripts, feeds, the sitemap) is compressed on the other core while they work, and
// the precompress step, last, waits for it before it compresses the pages.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const startedAt = Date.now()
  startInBackground<EarlyPass>(EARLY_PASS, async () => ({
    startedAt,
    summary: await runPrecompress(["--except-pages"]),
  }))
  reporter.info("Precompression: began on every file but the pages")
}
