// `npm run build` (`build:warm`: --warm). A clean build keeps only webpack's cache, which checks itself,
// and Parcel's: a fresh Parcel compile is not always byte-identical, and webpack's would go with it.
// A warm build keeps Gatsby's cache and public/, unless the packages changed since the build that
// left them, or that build did not end well: then it builds clean.
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { availableParallelism } from "node:os"
import path from "node:path"

const KEEP = new Set(["webpack", ".parcel-cache"])
/** The lock file's digest as of the last build that ended well, kept with the cache it left. */
const BUILT_WITH = path.join(".cache", "built-with-package-lock.sha256")

const lockDigest = createHash("sha256")
  .update(readFileSync("package-lock.json"))
  .digest("hex")
const warm =
  process.argv.includes("--warm") &&
  existsSync(BUILT_WITH) &&
  readFileSync(BUILT_WITH, "utf8") === lockDigest

if (!warm) {
  if (process.argv.includes("--warm"))
    console.log(
      "build:warm: building clean (new packages, or no finished build to reuse)",
    )
  rmSync("public", { recursive: true, force: true })
  const entries = existsSync(".cache") ? readdirSync(".cache") : []
  for (const entry of entries.filter(entry => !KEEP.has(entry)))
    rmSync(path.join(".cache", entry), { recursive: true, force: true })
}
rmSync(BUILT_WITH, { force: true })

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
if (build.status === 0) writeFileSync(BUILT_WITH, lockDigest)
process.exit(build.status ?? 1)
