// Writes the tests' variant data folder: the fixture data with the files of
// tests/fixtures/variant/ laid over it (today: a contact page without a form service).
// npm test builds it dated after the fixture's tour and runs the tests tagged @variant.
import { cpSync, readdirSync, rmSync } from "node:fs"
import path from "node:path"

export const VARIANT_DATA = "test-results/variant-data"

rmSync(VARIANT_DATA, { recursive: true, force: true })
cpSync("tests/fixtures/data", VARIANT_DATA, { recursive: true })
for (const file of readdirSync("tests/fixtures/variant")) {
  cpSync(
    path.join("tests/fixtures/variant", file),
    path.join(VARIANT_DATA, file),
  )
}
console.log(
  `Wrote ${VARIANT_DATA}/ (the fixture data with tests/fixtures/variant/ over it)`,
)
