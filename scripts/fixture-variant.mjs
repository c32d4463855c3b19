// The tests' variant data: the fixture data with tests/fixtures/variant/ laid over it (npm test).
import { cpSync } from "node:fs"

import { freshCopy } from "./files.mjs"

export const VARIANT_DATA = "test-results/variant-data"

freshCopy("tests/fixtures/data", VARIANT_DATA)
cpSync("tests/fixtures/variant", VARIANT_DATA, { recursive: true })
console.log(
  `Wrote ${VARIANT_DATA}/ (the fixture data with tests/fixtures/variant/ over it)`,
)
