import type { Reporter } from "gatsby"

// So that every step fails the same way: a message that names it, and a non-zero exit.
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
