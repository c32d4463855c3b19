// `npm run bench [--runs N] [--reuse] [--only /,/es/tour/]`: Lighthouse CI on every page beside a bare
// Gatsby page (bench/floor/) in the same rounds, as budgets are ratios to it (bench/budgets.mjs).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"

import { freshFolder } from "../scripts/files.mjs"
import {
  assertMatrixOf,
  budgetsOf,
  figuresOf,
  floorOf,
  JS_ALLOWANCE_BYTES,
  kb,
  LCP_RATIO,
  mediansOf,
  TBT_BEYOND_FLOOR_MS,
  TBT_GOOD_MS,
} from "./budgets.mjs"
import { argument, log, ROOT, run, timed } from "./commands.mjs"
import {
  collectWithRetries,
  lhci,
  resultsIn,
  serve,
  waitForServer,
  writeLighthouseConfig,
} from "./lighthouse.mjs"

const FLOOR = path.join(ROOT, "bench/floor")
const WORK = path.join(ROOT, "bench/raw/lhci")
const SITE_PORT = 9200
const FLOOR_PORT = 9300
const BARE_FLOOR_PORT = 9400
const PORTS = [SITE_PORT, FLOOR_PORT, BARE_FLOOR_PORT]
const LOC = /<loc>([^<]+)<\/loc>/g

// TBT varies so widely between runs on a busy machine that a median of three is often one run's.
const RUNS = Number(argument("--runs") ?? 5)
const REUSE = process.argv.includes("--reuse")
const ONLY = argument("--only")?.split(",")

const pagesOfSite = () => {
  const listed = readdirSync(path.join(ROOT, "public"))
    .filter(file => /^sitemap-\d+\.xml$/.test(file))
    .flatMap(file =>
      Array.from(
        readFileSync(path.join(ROOT, "public", file), "utf8").matchAll(LOC),
        ([, url]) => new URL(url).pathname,
      ),
    )
  if (listed.length === 0) {
    throw new Error(
      "public/ holds no sitemap listing pages: build the site first",
    )
  }
  return [...new Set([...listed, "/404/", "/es/404/"])]
}

// The site's headers, so the floor pays the hosting's costs too (COOP lengthens the navigation
// commit), but not its Content-Security-Policy, which would block the floor's inline scripts.
const writeFloorIncludes = () => {
  const site = path.join(ROOT, "deploy/nginx/generated")
  const folder = path.join(FLOOR, "nginx")
  mkdirSync(folder, { recursive: true })
  const note =
    "# The benchmark's floor: the site's includes without its Content-Security-Policy (bench/run.mjs).\n"
  writeFileSync(
    path.join(folder, "maps.conf"),
    note + readFileSync(path.join(site, "maps.conf"), "utf8"),
  )
  const lines = readFileSync(path.join(site, "headers.conf"), "utf8").split(
    "\n",
  )
  const headers = lines.filter(
    line => !/^add_header Content-Security-Policy /.test(line),
  )
  if (headers.length !== lines.length - 1)
    throw new Error(
      `${site}/headers.conf has no one Content-Security-Policy line to leave out of the floor's: has plugins/hosting/hostFiles.ts changed how it writes it?`,
    )
  writeFileSync(path.join(folder, "headers.conf"), note + headers.join("\n"))
}

const writeBareFloorSite = () => {
  const site = path.join(WORK, "floor-without-headers")
  mkdirSync(path.join(site, "nginx"), { recursive: true })
  symlinkSync(path.join(FLOOR, "public"), path.join(site, "public"))
  const note = "# The floor without the site's headers (bench/run.mjs).\n"
  writeFileSync(path.join(site, "nginx/maps.conf"), note)
  writeFileSync(path.join(site, "nginx/headers.conf"), note)
  return site
}

const main = async () => {
  const builds = {}
  if (!REUSE) {
    builds.siteS = await timed("site: a clean build", "npm", ["run", "build"])
    rmSync(path.join(FLOOR, ".cache"), { recursive: true, force: true })
    rmSync(path.join(FLOOR, "public"), { recursive: true, force: true })
    builds.floorS = await timed(
      "floor: a clean build",
      path.join(ROOT, "node_modules/.bin/gatsby"),
      ["build"],
      { cwd: FLOOR, env: { GATSBY_TELEMETRY_DISABLED: "1" } },
    )
    // Or nginx would send the site Brotli and the floor gzip.
    await run(process.execPath, [
      path.join(ROOT, "scripts/precompress.mjs"),
      path.join(FLOOR, "public"),
    ])
  }
  for (const built of [path.join(ROOT, "public"), path.join(FLOOR, "public")])
    if (!existsSync(path.join(built, "index.html")))
      throw new Error(
        `${built} holds no build: run npm run bench without --reuse`,
      )
  writeFloorIncludes()

  const floorUrl = `https://localhost:${FLOOR_PORT}/`
  const bareFloorUrl = `https://localhost:${BARE_FLOOR_PORT}/`
  const pages = pagesOfSite()
    .filter(route => !ONLY || ONLY.includes(route))
    .map(route => ({ route, url: `https://localhost:${SITE_PORT}${route}` }))
  freshFolder(WORK)
  const bareFloorSite = writeBareFloorSite()
  writeLighthouseConfig(WORK, PORTS)

  const servers = [
    serve(null, SITE_PORT),
    serve(FLOOR, FLOOR_PORT),
    serve(bareFloorSite, BARE_FLOOR_PORT),
  ]
  try {
    await Promise.all(PORTS.map(waitForServer))
    const urls = [floorUrl, bareFloorUrl, ...pages.map(page => page.url)]
    const total = urls.length * RUNS
    let done = 0
    for (let round = 1; round <= RUNS; round += 1) {
      for (const url of urls) {
        done += 1
        log(`  [${String(done).padStart(3)}/${total}] round ${round}: ${url}`)
        await collectWithRetries(WORK, url)
      }
    }
  } finally {
    for (const server of servers) server.kill("SIGTERM")
  }

  const results = resultsIn(WORK)
  const runsOf = url =>
    results.filter(lhr => lhr.requestedUrl === url).map(figuresOf)
  const floorRuns = runsOf(floorUrl)
  const floor = floorOf(floorRuns)
  const bareFloorRuns = runsOf(bareFloorUrl)
  const bareFloor = mediansOf(bareFloorRuns)
  const rows = pages.map(page => {
    const runs = runsOf(page.url)
    return { ...page, runs, medians: mediansOf(runs) }
  })

  writeFileSync(
    path.join(WORK, "assert.json"),
    JSON.stringify(
      { ci: { assert: { assertMatrix: assertMatrixOf(pages, floor) } } },
      null,
      2,
    ),
  )
  let lhciVerdict = "every budget met"
  try {
    await lhci(WORK, ["assert", "--config=assert.json"])
  } catch (error) {
    lhciVerdict = "budgets missed"
    log(error.output ?? String(error))
  }
  await lhci(WORK, ["upload"])

  const lighthouseVersion = results[0]?.lighthouseVersion ?? "?"
  const userAgent = results[0]?.environment?.hostUserAgent ?? ""
  const chromiumVersion = /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? "?"
  const seconds = ms => `${(ms / 1000).toFixed(2)} s`
  const ratio = (value, base) =>
    base > 0 ? `${(value / base).toFixed(2)}×` : "–"
  const table = [
    "| Page | Perf | A11y | Best pr. | SEO | LCP | ×floor | TBT | ×floor | CLS | JS (sent) | floor + | Requests |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    `| **floor** (bare page on the design card, served as the site is) | ${floor.performance} | ${floor.accessibility} | ${floor.bestPractices} | ${floor.seo} | ${seconds(floor.lcpMs)} | 1.00× | ${Math.round(floor.tbtMs)} ms | 1.00× | ${floor.cls} | ${kb(floor.jsBytes)} | 0 | ${floor.requests} |`,
    `| floor without the site's headers (reference, no budget) | ${bareFloor.performance} | ${bareFloor.accessibility} | ${bareFloor.bestPractices} | ${bareFloor.seo} | ${seconds(bareFloor.lcpMs)} | ${ratio(bareFloor.lcpMs, floor.lcpMs)} | ${Math.round(bareFloor.tbtMs)} ms | ${ratio(bareFloor.tbtMs, floor.tbtMs)} | ${bareFloor.cls} | ${kb(bareFloor.jsBytes)} | ${kb(bareFloor.jsBytes - floor.jsBytes)} | ${bareFloor.requests} |`,
    ...rows.map(
      ({ route, medians: m }) =>
        `| \`${route}\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${seconds(m.lcpMs)} | ${ratio(m.lcpMs, floor.lcpMs)} | ${Math.round(m.tbtMs)} ms | ${ratio(m.tbtMs, floor.tbtMs)} | ${m.cls} | ${kb(m.jsBytes)} | ${kb(m.jsBytes - floor.jsBytes)} | ${m.requests} |`,
    ),
  ]
  const budgetLines = rows.flatMap(({ route, medians }) =>
    budgetsOf(route, medians, floor).map(
      budget =>
        `- ${budget.met ? "met" : "**missed**"}: \`${route}\` ${budget.name}: ${budget.found}`,
    ),
  )
  const missed = budgetLines.filter(line => line.includes("**missed**")).length
  const markdown = [
    "# Benchmark results",
    "",
    `Lighthouse CI (\`lhci collect\`, Lighthouse ${lighthouseVersion}, mobile preset with its simulated throttling), a fresh Chromium ${chromiumVersion} per run, ${RUNS} rounds (each round measures the floor and every page once; medians below), every page served over HTTPS by the nginx recipe, measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`. The floor is a bare page on the design card (\`bench/floor/\`: Gatsby 5 with gatsby-plugin-styled-components; a styled heading, a paragraph, a link) built from the same installed packages and served the same way, with the site's headers (all but its per-page Content-Security-Policy): the least any Gatsby + React page costs on the machine of the run and the site's hosting. Its Cross-Origin-Opener-Policy makes Chromium's navigation commit longer, which shows in TBT; the row below it is the same page without the site's headers, for reference. Every run's figures are in \`bench/raw/results.json\` and each run's Lighthouse report in \`bench/raw/lhci/reports/\` (neither committed).`,
    "",
    table.join("\n"),
    "",
    ...(builds.siteS
      ? [
          `Builds: the site clean in ${builds.siteS.toFixed(1)} s, the floor clean in ${builds.floorS.toFixed(1)} s.`,
          "",
        ]
      : []),
    "## Budgets",
    "",
    `Against the floor of the same run (bench/budgets.mjs): LCP ≤ ${LCP_RATIO}× the floor's; TBT ≤ ${TBT_GOOD_MS} ms (good on a mid-range phone) and no more than ${TBT_BEYOND_FLOOR_MS} ms over the floor's slowest run (${Math.round(floor.tbtMaxMs)} ms in this run); JavaScript ≤ the floor's + ${kb(JS_ALLOWANCE_BYTES)}, CLS 0, accessibility, best practices and SEO 100 (a not-found page's best practices and SEO excepted: it is kept out of search results on purpose). Lighthouse CI's \`lhci assert\` on the same budgets: ${lhciVerdict}. ${missed} of ${budgetLines.length} missed.`,
    "",
    ...budgetLines,
    "",
  ].join("\n")
  writeFileSync(path.join(ROOT, "bench/results.md"), markdown)
  writeFileSync(
    path.join(ROOT, "bench/raw/results.json"),
    `${JSON.stringify({ floor: { runs: floorRuns, medians: floor }, floorWithoutHeaders: { runs: bareFloorRuns, medians: bareFloor }, pages: rows, builds }, null, 2)}\n`,
  )
  log(budgetLines.join("\n"))
  log(
    `\n${missed} of ${budgetLines.length} budgets missed; bench/results.md written.`,
  )
  if (missed > 0) process.exitCode = 1
}

main().catch(error => {
  console.error(error.output ?? "", error)
  process.exitCode = 1
})
