// Writes the tests' variant data folder: the fixture data with the files of
// tests/fixtures/variant/ laid over it (today: a contact page without a form service, and
// an EP whose release day comes three days after the build).
// npm test builds it dated after the fixture's tour and runs the tests tagged @variant.
import { cpSync, rmSync } from "node:fs"

export const VARIANT_DATA = "test-results/variant-data"

rmSync(VARIANT_DATA, { recursive: true, force: true })
cpSync("tests/fixtures/data", VARIANT_DATA, { recursive: true })
cpSync("tests/fixtures/variant", VARIANT_DATA, { recursive: true })
console.log(
  `Wrote ${VARIANT_DATA}/ (the fixture data with tests/fixtures/variant/ over it)`,
)
