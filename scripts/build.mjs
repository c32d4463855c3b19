// `npm run build` (and `build:warm`, with --warm): `gatsby build` with a worker on every core.
// A clean build first removes public/ and .cache/ so nothing of another data folder is published,
// but keeps webpack's cache (it checks itself against its sources) and Parcel's, as a fresh Parcel
// compile is not always byte-identical and would throw webpack's away.
import { spawnSync } from "node:child_process"
import { readdirSync, rmSync } from "node:fs"
import { availableParallelism } from "node:os"
import path from "node:path"

const KEEP = new Set(["webpack", ".parcel-cache"])

if (!process.argv.includes("--warm")) {
  rmSync("public", { recursive: true, force: true })
  let entries = []
  try {
    entries = readdirSync(".cache")
  } catch {
    // no cache yet
  }
  for (const entry of entries.filter(entry => !KEEP.has(entry)))
    rmSync(path.join(".cache", entry), { recursive: true, force: true })
}

// Gatsby keeps a core for its main process (GATSBY_CPU_COUNT, its "multi-core builds" page), which
// waits while the workers render pages and sharp's queue works: on two cores, one would sit idle.
const build = spawnSync("gatsby", ["build"], {
  stdio: "inherit",
  env: {
    ...process.env,
    GATSBY_CPU_COUNT:
      process.env.GATSBY_CPU_COUNT ?? String(availableParallelism() + 1),
  },
})
if (build.error) throw build.error
process.exit(build.status ?? 1)
