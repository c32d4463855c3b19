import type { Reporter } from "gatsby"

/**
 * Runs one build step, so that every step fails the same way: a message that names the
 * step, and `gatsby build` ending with a non-zero exit. `work` returns what it did, for
 * the build's log ("wrote 32 images"), which also says how long the step took.
 */
export const runBuildStep = async (
  reporter: Reporter,
  step: string,
  work: () => Promise<string>,
) => {
  const started = performance.now()
  try {
    const done = await work()
    const seconds = (performance.now() - started) / 1000
    reporter.info(`${step}: ${done} (${seconds.toFixed(1)} s)`)
  } catch (error) {
    reporter.panicOnBuild(
      `${step} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
