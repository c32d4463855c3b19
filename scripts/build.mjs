// `npm run build` (`build:warm`: --warm): `gatsby build`, a worker on every core. A clean build first
// removes public/ and .cache/, so nothing of another data folder is published, but for webpack's cache
// (it checks itself) and Parcel's (a fresh compile is not always byte-identical: webpack's would go).
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, rmSync } from "node:fs"
import { availableParallelism } from "node:os"
import path from "node:path"

const KEEP = new Set(["webpack", ".parcel-cache"])

if (!process.argv.includes("--warm")) {
  rmSync("public", { recursive: true, force: true })
  const entries = existsSync(".cache") ? readdirSync(".cache") : []
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
