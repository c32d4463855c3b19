// `npm test`: every check, in order, stopping at the first step that fails. It always
// ends with one line counting every test that ran (from the JSON reports jest and
// Playwright leave in test-results/) and, when a step failed, that step's name.
import { spawnSync } from "node:child_process"
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  mkdirSync,
} from "node:fs"
import path from "node:path"

const RESULTS = "test-results"
const FIXTURE_DATA = "tests/fixtures/data"
/** Written by scripts/fixture-variant.mjs. */
const VARIANT_DATA = "test-results/variant-data"
/** The fixture's shows are in May–July 2026: one build before them, one after. */
const BEFORE_THE_TOUR = "2026-04-01"
const AFTER_THE_TOUR = "2026-09-01"

/** One step: a name for the summary, and the command it runs. */
const steps = [
  { name: "lint", command: "npm run --silent lint" },
  { name: "format check", command: "npm run --silent format:check" },
  { name: "type check", command: "npm run --silent typecheck" },
  { name: "unit tests", command: "npm run --silent test:unit" },
  {
    name: "the development server on an editor's mistake",
    command: "node scripts/develop-round.mjs",
  },
  {
    name: "build on the tests' fixture data, dated before its tour",
    command: "npm run --silent test:build",
    env: { DATA_DIR: FIXTURE_DATA, BUILD_TIME: BEFORE_THE_TOUR },
  },
  {
    name: "the Nu HTML checker and the link checker over the fixture build",
    command: "npm run --silent validate",
  },
  {
    name: "browser tests on the fixture data",
    command: "npm run --silent test:e2e",
    env: {
      DATA_DIR: FIXTURE_DATA,
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright-fixture.json`,
    },
  },
  {
    name: "build on the variant fixture data: dated after its tour, no form service",
    command: "node scripts/fixture-variant.mjs && npm run --silent build",
    env: { DATA_DIR: VARIANT_DATA, BUILD_TIME: AFTER_THE_TOUR },
  },
  {
    name: "browser tests on the variant build",
    command: "npm run --silent test:variant",
    env: {
      DATA_DIR: VARIANT_DATA,
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright-variant.json`,
    },
  },
  {
    name: "build on the shipped data/",
    command: "npm run --silent build",
  },
  {
    name: "the Nu HTML checker and the link checker over the shipped build",
    command: "npm run --silent validate",
  },
  {
    name: "content checks on the shipped data/",
    command: "npm run --silent test:content",
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright-content.json`,
    },
  },
  {
    name: "an editor's round of changes",
    command: "node scripts/editor-round.mjs",
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright-editor-round.json`,
    },
  },
]

/** Passed, failed and skipped tests in one JSON report, by the tool that wrote it. */
const countReport = file => {
  const report = JSON.parse(readFileSync(file, "utf8"))
  if ("numPassedTests" in report) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  }
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  }
}

const summary = () => {
  const total = { passed: 0, failed: 0, skipped: 0 }
  const reports = existsSync(RESULTS)
    ? readdirSync(RESULTS).filter(file =>
        /^(jest|playwright.*)\.json$/.test(file),
      )
    : []
  for (const file of reports) {
    const counts = countReport(path.join(RESULTS, file))
    for (const key of Object.keys(total)) total[key] += counts[key]
  }
  return total
}

rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS)

let failedStep = null
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command}`)
  const started = performance.now()
  const result = spawnSync(step.command, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    failedStep = step.name
    console.log(`✖ ${step.name} failed after ${seconds} s`)
    break
  }
  console.log(`✔ ${step.name} (${seconds} s)`)
}

const total = summary()
const counts = `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`
if (failedStep) {
  console.log(`\n${counts}; failed at: ${failedStep}`)
  process.exit(1)
}
console.log(`\n${counts}`)
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0)
