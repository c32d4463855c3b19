// npm test's last step: build and develop report the fixture data's mistakes, rewriting nothing.
import { spawn, spawnSync } from "node:child_process"
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"

const PORT = 8123
const folder = mkdtempSync(path.join(tmpdir(), "develop-round-"))
cpSync("tests/fixtures/data", folder, { recursive: true })
const showFile = path.join(folder, "shows/san-diego.json")
const show = readFileSync(showFile, "utf8")
const BROKEN_SITE_FILE =
  "data/site.json: line 3, column 3: a comma is missing between two entries or fields"
const EXPECTED =
  'data/shows/san-diego.json › date: expected a date as YYYY-MM-DD, found "June 6"'

const git = (...args) => spawnSync("git", args, { encoding: "utf8" }).stdout
const projectState = () =>
  git("status", "--porcelain") + readFileSync("src/gatsby-types.d.ts", "utf8")
const before = projectState()

const siteFile = path.join(folder, "site.json")
const site = readFileSync(siteFile, "utf8")

const stopsAtBrokenSiteFile = () => {
  cpSync("tests/fixtures/malformed/missing-comma.json", siteFile)
  try {
    for (const command of [["build"], ["develop", "--port", String(PORT)]]) {
      const result = spawnSync("npx", ["gatsby", ...command], {
        encoding: "utf8",
        env: { ...process.env, DATA_DIR: folder },
        timeout: 240_000,
      })
      const printed = `${result.stdout}${result.stderr}`.replace(/\s+/g, " ")
      if (result.status === 0 || !printed.includes(BROKEN_SITE_FILE))
        throw new Error(
          `gatsby ${command[0]} on a broken site.json did not stop with check:data's message:\n${printed.slice(-2000)}`,
        )
      if (/Unable to parse JSON|SyntaxError/.test(printed))
        throw new Error(`gatsby ${command[0]} also printed a parser's error`)
    }
  } finally {
    writeFileSync(siteFile, site)
  }
}

let output = ""
let server = null
const startServer = () => {
  server = spawn("npx", ["gatsby", "develop", "--port", String(PORT)], {
    env: { ...process.env, DATA_DIR: folder },
    detached: true,
  })
  server.stdout.on("data", chunk => (output += chunk))
  server.stderr.on("data", chunk => (output += chunk))
}

const check = async () => {
  const response = await fetch(`http://localhost:${PORT}/__data-check`)
  return (await response.json()).message
}
const checkPasses = async () => (await check()) === null

/** Generous limits: npm test runs this beside browser tests, where a cold start is slow. */
const waitFor = async (what, condition, seconds) => {
  for (let waited = 0; waited < seconds * 2; waited += 1) {
    try {
      if (await condition()) return
    } catch {
      // not up yet
    }
    await sleep(500)
  }
  throw new Error(`timed out waiting for ${what}`)
}

const steps = []
let failure = null
try {
  stopsAtBrokenSiteFile()
  steps.push("build and develop stop at a broken site.json with its message")

  startServer()
  await waitFor("the development server", checkPasses, 480)
  steps.push("started on valid data")

  const page = await (await fetch(`http://localhost:${PORT}/tour/`)).text()
  if (!page.includes("/__data-check"))
    throw new Error("pages do not ask for the data check")
  steps.push("pages ask for the data check")

  const admin = await fetch(`http://localhost:${PORT}/admin/`)
  const adminPolicy = admin.headers.get("content-security-policy") ?? ""
  if (!/connect-src [^;]*http:\/\/localhost:8081/.test(adminPolicy))
    throw new Error(
      `/admin/ does not allow the local backend: ${adminPolicy || "no policy"}`,
    )
  steps.push("the editor's page allows npm run cms's local backend")

  writeFileSync(showFile, show.replace(/"date": "[^"]+"/, '"date": "June 6"'))
  await waitFor(
    "the problem at /__data-check",
    async () => (await check())?.includes(EXPECTED),
    120,
  )
  steps.push("a saved mistake is reported to open pages")
  // Gatsby's reporter wraps long lines to the terminal's width.
  await waitFor(
    "the problem in the terminal",
    () => output.replace(/\s+/g, " ").includes(EXPECTED),
    120,
  )
  steps.push("and in the terminal, with file, field, expected and found")

  writeFileSync(showFile, show)
  await waitFor("the fix at /__data-check", checkPasses, 120)
  await waitFor(
    "the fix in the terminal",
    () => output.includes("data/ is valid again"),
    120,
  )
  steps.push("the fix is reported")

  if (projectState() !== before)
    throw new Error(
      `build or develop changed files in the project:\n${git("status", "--short")}`,
    )
  steps.push("no committed file was rewritten")
} catch (error) {
  failure = error
} finally {
  try {
    if (server) process.kill(-server.pid)
  } catch {
    // already gone
  }
  rmSync(folder, { recursive: true, force: true, maxRetries: 5 })
}

for (const step of steps) console.log(`✔ develop: ${step}`)
if (failure) {
  console.error(
    `✖ develop: ${failure.message}\n--- develop's output ---\n${output.slice(-4000)}`,
  )
  process.exit(1)
}
