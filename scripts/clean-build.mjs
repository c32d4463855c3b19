// Run before every `npm run build`: removes the last build (public/) and Gatsby's cache
// of it (.cache/), so that nothing of another data folder or an earlier build is
// published, but keeps webpack's compilation cache (.cache/webpack). Gatsby keeps that one
// itself whenever it throws its cache away (plugins changed, public/ missing), because
// webpack checks every cached module against its sources and build configuration; the
// site's code compiles in seconds instead of half a minute when only the data changed.
// (Which order styled-components writes its rules in varies from build to build, with
// or without this cache; nothing else in public/ changes.) `npm run clean` removes
// everything.
import { readdirSync, rmSync } from "node:fs"
import path from "node:path"

const KEEP = new Set(["webpack"])

rmSync("public", { recursive: true, force: true })
let entries = []
try {
  entries = readdirSync(".cache")
} catch {
  // no cache yet
}
for (const entry of entries) {
  if (!KEEP.has(entry)) {
    rmSync(path.join(".cache", entry), { recursive: true, force: true })
  }
}
