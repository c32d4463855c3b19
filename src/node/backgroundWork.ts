// Gatsby bundles each plugin's gatsby-node file on its own, so a module's state is not shared
// between plugins: work one step starts for a later one is kept on the process, under a key in
// the global symbol registry, which every bundle reaches.
const REGISTRY = Symbol.for("nova-reyes-site.background-work")

type Registry = Map<string, Promise<{ done: unknown } | { failed: unknown }>>

const registry = (): Registry => {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= new Map()
  return holder[REGISTRY]
}

/** Starts `work` now; its outcome is kept, failure included, until `finishBackground` takes it. */
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

/** What the work started under `name` came to, once it has ended; undefined if none was started. */
// The caller names what the work it started gives: both ends are this site's own code.
export const finishBackground = async <Done>(name: string) => {
  const started = registry().get(name)
  if (!started) return undefined
  registry().delete(name)
  const outcome = await started
  if ("failed" in outcome) throw outcome.failed
  return outcome.done as Done
}
