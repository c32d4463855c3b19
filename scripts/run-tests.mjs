// `npm test`: every check, each step starting once those it needs have passed. Builds take turns in
// the working copy; each is kept in test-results/sites/<name>/ so the next can start meanwhile.
import { spawn } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { freshFolder } from "./files.mjs"

const RESULTS = "test-results"
const FIXTURE_DATA = "tests/fixtures/data"
const VARIANT_DATA = "test-results/variant-data"
const EDITOR_ROUND_DATA = "test-results/editor-round-data"
/** Each counting service, set on the fixture data (tests/fixtures/analytics/<service>/). */
const ANALYTICS_SERVICES = ["plausible", "umami", "goatcounter"]
const analyticsData = service => `test-results/analytics-${service}-data`
/** The fixture's shows are in May–July 2026: one build before them, one after. */
const BEFORE_THE_TOUR = "2026-04-01"
const AFTER_THE_TOUR = "2026-09-01"

const site = name => `${RESULTS}/sites/${name}`

const browserTests = (name, script, port, env = {}) => ({
  command: `npm run --silent ${script}`,
  env: {
    SITE_DIR: site(name),
    E2E_PORT: String(port),
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright-${name}.json`,
    PLAYWRIGHT_OUTPUT_DIR: `${RESULTS}/playwright-${name}`,
    ...env,
  },
})

const steps = [
  // Alone first: the fixture build waits for it, and its browser tests are the run's longest path.
  { name: "type check", command: "npm run --silent typecheck" },
  ...[
    ["lint", "npm run --silent lint"],
    ["format check", "npm run --silent format:check"],
    ["unit tests", "npm run --silent test:unit"],
    ["the data check on the shipped data/", "npm run --silent check:data"],
  ].map(([name, command]) => ({ name, command, after: ["type check"] })),
  {
    name: "build on the tests' fixture data, dated before its tour",
    command: `npm run --silent test:build && node scripts/keep-site.mjs ${site("fixture")}`,
    env: { DATA_DIR: FIXTURE_DATA, BUILD_TIME: BEFORE_THE_TOUR },
    // The build rewrites src/gatsby-types.d.ts (the same text), which tsc reads.
    after: ["type check"],
  },
  {
    name: "a warm build after a commit editing a show and a post writes the clean build's pages",
    command: `node scripts/warm-build-check.mjs ${site("fixture")}`,
    env: { DATA_DIR: FIXTURE_DATA, BUILD_TIME: BEFORE_THE_TOUR },
    after: ["build on the tests' fixture data, dated before its tour"],
  },
  {
    name: "the Nu HTML checker and the link checker over the fixture build",
    command: "npm run --silent validate",
    env: { SITE_DIR: site("fixture") },
    after: ["build on the tests' fixture data, dated before its tour"],
  },
  {
    name: "browser tests on the fixture data",
    ...browserTests("fixture", "test:e2e", 9000, { DATA_DIR: FIXTURE_DATA }),
    after: ["build on the tests' fixture data, dated before its tour"],
  },
  {
    name: "build on the variant fixture data: after its tour, no form service, review mode",
    command: `node scripts/fixture-variant.mjs && npm run --silent build && node scripts/keep-site.mjs ${site("variant")}`,
    env: {
      DATA_DIR: VARIANT_DATA,
      BUILD_TIME: AFTER_THE_TOUR,
      CMS_BACKEND_FILE: "tests/fixtures/review/cms-backend.json",
    },
    after: [
      "a warm build after a commit editing a show and a post writes the clean build's pages",
    ],
  },
  // One clean build, then each service's with Gatsby's cache: only site.json changes.
  ...ANALYTICS_SERVICES.flatMap((service, index) => [
    {
      name: `build with ${service} counting`,
      command: `node scripts/fixture-variant.mjs tests/fixtures/analytics/${service} ${analyticsData(service)} && npm run --silent ${index === 0 ? "build" : "build:warm"} && node scripts/keep-site.mjs ${site(`analytics-${service}`)}`,
      env: { DATA_DIR: analyticsData(service), BUILD_TIME: BEFORE_THE_TOUR },
      after: [
        index === 0
          ? "build on the variant fixture data: after its tour, no form service, review mode"
          : `build with ${ANALYTICS_SERVICES[index - 1]} counting`,
      ],
    },
    {
      name: `with ${service} counting, a first visit's JavaScript grows by 1.5 KB at most`,
      command: `node scripts/counting-weight.mjs ${site("fixture")} ${site(`analytics-${service}`)}`,
      after: [
        "build on the tests' fixture data, dated before its tour",
        `build with ${service} counting`,
      ],
    },
    {
      name: `browser tests of counting on ${service}`,
      ...browserTests(`analytics-${service}`, "test:analytics", 9003 + index, {
        DATA_DIR: analyticsData(service),
        ANALYTICS_SERVICE: service,
      }),
      after: [`build with ${service} counting`],
    },
  ]),
  {
    name: "an editor's round of changes on the shipped data/: a build",
    command: `node scripts/editor-round.mjs && npm run --silent build && node scripts/keep-site.mjs ${site("editor-round")}`,
    env: { DATA_DIR: EDITOR_ROUND_DATA },
    after: [
      "the data check on the shipped data/",
      `build with ${ANALYTICS_SERVICES.at(-1)} counting`,
    ],
  },
  {
    name: "the Nu HTML checker and the link checker over the editor's round",
    command: "npm run --silent validate",
    env: { SITE_DIR: site("editor-round") },
    after: ["an editor's round of changes on the shipped data/: a build"],
  },
  // After the last build: develop recompiles the gatsby-node files into the shared Parcel cache,
  // and a build after it would throw away webpack's whole cache (scripts/build.mjs).
  {
    name: "the development server on an editor's mistake",
    command: "node scripts/develop-round.mjs",
    after: ["an editor's round of changes on the shipped data/: a build"],
  },
  {
    name: "browser tests on the variant build",
    ...browserTests("variant", "test:variant", 9001, {
      DATA_DIR: VARIANT_DATA,
    }),
    after: [
      "build on the variant fixture data: after its tour, no form service, review mode",
    ],
  },
  {
    name: "content checks after the editor's round",
    ...browserTests("editor-round", "test:content", 9002, {
      DATA_DIR: EDITOR_ROUND_DATA,
    }),
    after: ["an editor's round of changes on the shipped data/: a build"],
  },
]

const countReport = file => {
  const report = JSON.parse(readFileSync(file, "utf8"))
  if ("numPassedTests" in report)
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  }
}

const summary = () => {
  const total = { passed: 0, failed: 0, skipped: 0 }
  const reports = (existsSync(RESULTS) ? readdirSync(RESULTS) : []).filter(
    file => /^(jest|playwright.*)\.json$/.test(file),
  )
  for (const file of reports) {
    const counts = countReport(path.join(RESULTS, file))
    for (const key of Object.keys(total)) total[key] += counts[key]
  }
  return total
}

const names = new Set(steps.map(step => step.name))
for (const step of steps)
  for (const need of step.after ?? [])
    if (!names.has(need)) throw new Error(`${step.name} waits for "${need}"`)

freshFolder(RESULTS)
// One Gatsby worker: beside the browser tests a second costs more to start than it saves.
process.env.GATSBY_CPU_COUNT ??= "2"

const started = performance.now()
const elapsed = since => ((performance.now() - since) / 1000).toFixed(1)
const passed = new Set()
const running = new Map()
let failedStep = null

/** Runs one step in its own process group, so a failed run can stop it whole. */
const run = step =>
  new Promise(resolve => {
    console.log(`▶ ${step.name}: ${step.command} (at ${elapsed(started)} s)`)
    const since = performance.now()
    const child = spawn(step.command, {
      shell: true,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...step.env },
    })
    let output = ""
    child.stdout.on("data", chunk => (output += chunk))
    child.stderr.on("data", chunk => (output += chunk))
    running.set(step.name, child)
    child.on("close", code => {
      running.delete(step.name)
      if (failedStep && code !== 0) return resolve()
      const took = elapsed(since)
      console.log(
        `\n──── ${step.name} ────\n${output.trimEnd()}\n${code === 0 ? "✔" : "✖"} ${step.name} (${took} s)\n`,
      )
      if (code === 0) passed.add(step.name)
      else failedStep ??= step.name
      resolve()
    })
  })

const ready = () =>
  steps.filter(
    step => !step.started && (step.after ?? []).every(need => passed.has(need)),
  )

await new Promise(done => {
  const next = () => {
    if (failedStep) {
      for (const child of running.values()) {
        try {
          process.kill(-child.pid, "SIGTERM")
        } catch {
          // already gone
        }
      }
    } else {
      for (const step of ready()) {
        step.started = true
        void run(step).then(next)
      }
    }
    if (running.size === 0) done()
  }
  next()
})

const total = summary()
const counts = `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`
console.log(`All steps took ${elapsed(started)} s`)
if (failedStep) {
  console.log(`\n${counts}; failed at: ${failedStep}`)
  process.exit(1)
}
console.log(`\n${counts}`)
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0)
