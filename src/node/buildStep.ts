import type { Reporter } from "gatsby"

/**
 * Runs one build step, so that every step fails the same way: a message that names the
 * step, and `gatsby build` ending with a non-zero exit. `work` returns what it did, for
 * the build's log ("wrote 32 images").
 */
export const runBuildStep = async (
  reporter: Reporter,
  step: string,
  work: () => Promise<string>,
) => {
  try {
    reporter.info(`${step}: ${await work()}`)
  } catch (error) {
    reporter.panicOnBuild(
      `${step} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
