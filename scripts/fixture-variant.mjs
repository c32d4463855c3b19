// The tests' variant data: the fixture data with an overlay laid over it (npm test), by default
// tests/fixtures/variant/. A file named <name>.merge.json adds its fields to the fixture's <name>.json.
// `node scripts/fixture-variant.mjs [overlay folder] [data folder]`
import { cpSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { freshCopy, writeJson } from "./files.mjs"

const MERGE = ".merge.json"
const [
  overlay = "tests/fixtures/variant",
  target = "test-results/variant-data",
] = process.argv.slice(2)

freshCopy("tests/fixtures/data", target)
cpSync(overlay, target, {
  recursive: true,
  filter: source => !source.endsWith(MERGE),
})
const readJson = file => JSON.parse(readFileSync(file, "utf8"))
for (const name of readdirSync(overlay).filter(file => file.endsWith(MERGE))) {
  const file = path.join(target, name.replace(MERGE, ".json"))
  writeJson(file, { ...readJson(file), ...readJson(path.join(overlay, name)) })
}
console.log(`Wrote ${target}/ (the fixture data with ${overlay}/ over it)`)
