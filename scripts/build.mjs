// `npm run build` (`build:warm`: --warm). A clean build keeps only webpack's cache, which checks itself,
// and Parcel's: a fresh Parcel compile is not always byte-identical, and webpack's would go with it.
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

// Gatsby keeps a core for its main process, which mostly waits (docs/architecture.md).
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
