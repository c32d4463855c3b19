// Gatsby bundles each plugin's gatsby-node on its own, so work one step starts for a later one is
// kept on the process, under a global symbol every bundle reaches.
const REGISTRY = Symbol.for("nova-reyes-site.background-work")

type Registry = Map<string, Promise<{ done: unknown } | { failed: unknown }>>

const registry = (): Registry => {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= new Map()
  return holder[REGISTRY]
}

/** Its outcome is kept, failure included, until `finishBackground` takes it. */
export const startInBackground = <Done>(
  name: string,
  work: () => Promise<Done>,
) => {
  registry().set(
    name,
    work().then(
      done => ({ done }),
      (failed: unknown) => ({ failed }),
    ),
  )
}

export const finishBackground = async <Done>(name: string) => {
  const started = registry().get(name)
  if (!started) return undefined
  registry().delete(name)
  const outcome = await started
  if ("failed" in outcome) throw outcome.failed
  return outcome.done as Done
}
