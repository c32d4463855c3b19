// Before every `npm run build`: removes public/ and .cache/ so nothing of another data folder is
// published, but keeps webpack's cache (it checks itself against its sources) and Parcel's, as a
// fresh Parcel compile is not always byte-identical and would throw webpack's away.
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
for (const entry of entries.filter(entry => !KEEP.has(entry)))
  rmSync(path.join(".cache", entry), { recursive: true, force: true })
