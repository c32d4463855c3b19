// The tests' variant data: the fixture data with tests/fixtures/variant/ laid over it (npm test).
import { cpSync, rmSync } from "node:fs"

export const VARIANT_DATA = "test-results/variant-data"

rmSync(VARIANT_DATA, { recursive: true, force: true })
cpSync("tests/fixtures/data", VARIANT_DATA, { recursive: true })
cpSync("tests/fixtures/variant", VARIANT_DATA, { recursive: true })
console.log(
  `Wrote ${VARIANT_DATA}/ (the fixture data with tests/fixtures/variant/ over it)`,
)
