// Run before every `npm run build`: removes the last build (public/) and Gatsby's cache
// of it (.cache/), so that nothing of another data folder or an earlier build is
// published, but keeps webpack's compilation caches (.cache/webpack: Gatsby's, and the
// visual editor's, plugins/visual-editor/writeAdmin.ts). Gatsby keeps its own one
// whenever it throws its cache away (plugins changed, public/ missing), because
// webpack checks every cached module against its sources and build configuration; the
// site's code compiles in seconds instead of half a minute when only the data changed.
// Parcel's cache (.cache/.parcel-cache) stays too, for the same reason one step earlier:
// webpack counts the compiled gatsby-node files (.cache/compiled/) among its build
// dependencies, and a fresh Parcel compile of an unchanged gatsby-node.ts is not always
// byte for byte the same, which threw webpack's whole cache away. Parcel's cache holds
// only the compiled gatsby-config.ts and the local plugins' gatsby-node.ts, keyed by
// their sources. `npm run clean` removes everything.
import { readdirSync, rmSync } from "node:fs"
import path from "node:path"

const KEEP = new Set(["webpack", ".parcel-cache"])

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
