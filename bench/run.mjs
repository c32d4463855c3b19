// `npm run bench`: builds the site (cold, then warm), serves it with `gatsby serve`, runs
// Lighthouse's mobile preset on every route in nine rounds (each round in a fresh Debian
// Chromium, every route once), and writes the medians to
// bench/results.md and every run's figures to bench/results.json. `--reuse` skips the
// builds when public/ is newer than every source file. It reports; it never fails a build.
import { spawn, execFileSync } from "node:child_process"
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import chromium from "../chromium-flags.json" with { type: "json" }

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const PORT = 9200
/**
 * Total blocking time swings by a factor of three from one run to the next on a 2-core
 * machine (one Spanish route measured 72, 343, 313, 183 and 118 ms): the median of nine
 * runs moves far less than the median of five.
 */
const RUNS = 9
/**
 * The release page with the most to show (the most tracks, so the most lyrics and
 * credits), from the data the benchmark builds: data/releases/.
 */
const richestReleasePage = () => {
  const folder = path.join(ROOT, "data/releases")
  const releases = readdirSync(folder)
    .filter(file => file.endsWith(".json"))
    .map(file => JSON.parse(readFileSync(path.join(folder, file), "utf8")))
    .sort((a, b) => (b.tracks?.length ?? 0) - (a.tracks?.length ?? 0))
  return releases.length > 0 ? [`/music/${releases[0].slug}/`] : []
}
const ENGLISH_ROUTES = [
  "/",
  "/about/",
  "/music/",
  ...richestReleasePage(),
  "/tour/",
  "/media/",
  "/store/",
  "/contact/",
  "/404/",
]
/** Every route in both languages: the Spanish ones under /es/. */
const ROUTES = [
  ...ENGLISH_ROUTES,
  ...ENGLISH_ROUTES.map(route => `/es${route}`),
]
/** The not-found pages, which are kept out of search results on purpose. */
const isNotFound = route => /(?:^|\/)404\/$/.test(route)
const CHROME_FLAGS = ["--headless=new", ...chromium.flags]

/** The budgets of issue 6; each is printed as met or missed. */
const BUDGETS = {
  performance: 98,
  otherCategories: 100,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0,
  jsKb: 110,
  homeKb: 400,
  coldBuildS: 120,
}

const log = message => process.stdout.write(`${message}\n`)

const run = (command, args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    })
    child.on("exit", code =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    )
  })

const timed = async (label, command, args, env = {}) => {
  log(`• ${label}…`)
  const started = performance.now()
  await run(command, args, env)
  const seconds = (performance.now() - started) / 1000
  log(`  ${label}: ${seconds.toFixed(1)} s`)
  return seconds
}

const newestSource = () => {
  let newest = 0
  const walk = folder => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else newest = Math.max(newest, statSync(full).mtimeMs)
    }
  }
  for (const folder of ["src", "plugins", "data", "static"])
    walk(path.join(ROOT, folder))
  for (const file of [
    "gatsby-config.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
    "package-lock.json",
  ]) {
    newest = Math.max(newest, statSync(path.join(ROOT, file)).mtimeMs)
  }
  return newest
}

const folderBytes = folder => {
  let total = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size
  }
  return total
}

const waitForServer = async url => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await sleep(500)
  }
  throw new Error(`server at ${url} did not start`)
}

const median = values => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** The figures of one Lighthouse report. */
const figures = (lhr, route) => {
  const audits = lhr.audits
  const summary = audits["resource-summary"].details.items
  const of = type =>
    summary.find(item => item.resourceType === type) ?? {
      transferSize: 0,
      requestCount: 0,
    }
  const requests = audits["network-requests"].details.items.map(
    item => item.url,
  )
  const page = route.replace(/^\/es\//, "/")
  const ownChunk =
    page === "/" ? "index" : isNotFound(page) ? "404" : page.replaceAll("/", "")
  const otherRoutes = requests.filter(url => {
    const match = /component---src-pages-([a-z0-9-]+)-tsx/.exec(url)
    return match && match[1] !== ownChunk
  })
  const blocking = (
    audits["render-blocking-resources"].details?.items ?? []
  ).map(item => item.url)
  const imageAudits = [
    "uses-responsive-images",
    "modern-image-formats",
    "offscreen-images",
    "uses-optimized-images",
    "lcp-lazy-loaded",
    "prioritize-lcp-image",
  ]
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcpMs: Math.round(audits["first-contentful-paint"].numericValue),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue),
    cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(4)),
    speedIndexMs: Math.round(audits["speed-index"].numericValue),
    totalKb: Number(
      (audits["total-byte-weight"].numericValue / 1024).toFixed(1),
    ),
    jsKb: Number((of("script").transferSize / 1024).toFixed(1)),
    fontKb: Number((of("font").transferSize / 1024).toFixed(1)),
    requests: of("total").requestCount,
    otherRoutesCode: otherRoutes.length,
    renderBlocking: blocking.length,
    imageSavings: imageAudits.filter(
      id => audits[id] && audits[id].score !== null && audits[id].score < 1,
    ),
  }
}

/** The medians as a Markdown table, one row per route. */
const tableOf = medians => [
  "| Route | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | Speed Index | Total | JS (gzip) | Fonts | Requests |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...medians.map(
    row =>
      `| \`${row.route}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.fcpMs / 1000).toFixed(2)} s | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.tbtMs} ms | ${row.cls} | ${(row.speedIndexMs / 1000).toFixed(2)} s | ${row.totalKb} KB | ${row.jsKb} KB | ${row.fontKb} KB | ${row.requests} |`,
  ),
]

/** The same routes built without the script deferral, beside the shipped figures. */
const deferralSection = (shipped, without) => [
  "## Without the script deferral",
  "",
  "The same routes built with `DEFER_HYDRATION=off` (Gatsby's own `<script async>` tags, no loader), measured the same way right after the run above (`npm run bench -- --compare-defer`):",
  "",
  ...tableOf(without),
  "",
  "| Route | LCP deferred | LCP not deferred | TBT deferred | TBT not deferred |",
  "| --- | ---: | ---: | ---: | ---: |",
  ...shipped.map(row => {
    const other = without.find(candidate => candidate.route === row.route)
    return `| \`${row.route}\` | ${row.lcpMs} ms | ${other.lcpMs} ms | ${row.tbtMs} ms | ${other.tbtMs} ms |`
  }),
  "",
]

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  })

/**
 * Serves public/ and runs Lighthouse RUNS times per route; every run and the medians.
 * Each round measures every route once, in a Chromium of its own: a browser that has
 * loaded a hundred pages is slower than a fresh one, and routes measured one after another
 * would put that drift on the last routes (the Spanish ones) alone.
 */
const measure = async () => {
  log(`• Serving public/ on port ${PORT}`)
  const server = spawn("npx", ["gatsby", "serve", "--port", String(PORT)], {
    cwd: ROOT,
    stdio: "ignore",
    detached: true,
  })
  const runs = []
  let chrome = null
  try {
    await waitForServer(`http://localhost:${PORT}/`)
    const total = ROUTES.length * RUNS
    for (let attempt = 1; attempt <= RUNS; attempt += 1) {
      chrome = await launchChrome()
      for (const [routeIndex, route] of ROUTES.entries()) {
        const done = (attempt - 1) * ROUTES.length + routeIndex + 1
        process.stdout.write(
          `  [${String(done).padStart(3)}/${total}] Lighthouse ${route} run ${attempt}… `,
        )
        const result = await lighthouse(`http://localhost:${PORT}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        })
        const row = { route, run: attempt, ...figures(result.lhr, route) }
        runs.push(row)
        log(
          `performance ${row.performance}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, JS ${row.jsKb} KB`,
        )
      }
      await chrome.kill()
      chrome = null
    }
  } finally {
    await chrome?.kill()
    try {
      process.kill(-server.pid)
    } catch {
      // already gone
    }
  }

  const keys = [
    "performance",
    "accessibility",
    "bestPractices",
    "seo",
    "fcpMs",
    "lcpMs",
    "tbtMs",
    "cls",
    "speedIndexMs",
    "totalKb",
    "jsKb",
    "fontKb",
    "requests",
    "otherRoutesCode",
    "renderBlocking",
  ]
  const medians = ROUTES.map(route => {
    const rows = runs.filter(row => row.route === route)
    return {
      route,
      ...Object.fromEntries(
        keys.map(key => [key, median(rows.map(row => row[key]))]),
      ),
      imageSavings: [...new Set(rows.flatMap(row => row.imageSavings))],
    }
  })

  return { runs, medians }
}

const main = async () => {
  const reuse = process.argv.includes("--reuse")
  let coldBuildS = null
  let warmBuildS = null
  const fresh =
    existsSync(path.join(ROOT, "public/index.html")) &&
    statSync(path.join(ROOT, "public/index.html")).mtimeMs > newestSource()
  if (reuse && fresh) {
    log("• Reusing the build in public/ (newer than every source file)")
  } else {
    await run("npx", ["gatsby", "clean"])
    coldBuildS = await timed("Cold build (after gatsby clean)", "npx", [
      "gatsby",
      "build",
    ])
    warmBuildS = await timed("Warm rebuild", "npx", ["gatsby", "build"])
  }
  const publicMb = folderBytes(path.join(ROOT, "public")) / 1024 / 1024
  log(`• public/ holds ${publicMb.toFixed(2)} MB`)

  const { runs, medians } = await measure()

  // The hydration scripts' deferral (plugins/defer-hydration/), measured on its own.
  let withoutDeferral = null
  if (process.argv.includes("--compare-defer")) {
    await run("npx", ["gatsby", "clean"])
    await timed(
      "Cold build without the script deferral",
      "npx",
      ["gatsby", "build"],
      { DEFER_HYDRATION: "off" },
    )
    withoutDeferral = await measure()
    // Leave public/ as the site ships.
    await run("npx", ["gatsby", "clean"])
    await timed("Cold build as shipped", "npx", ["gatsby", "build"])
  }

  const checks = []
  const check = (name, met, detail) => checks.push({ name, met, detail })
  for (const row of medians) {
    const page = row.route
    check(
      `${page} performance ≥ ${BUDGETS.performance}`,
      row.performance >= BUDGETS.performance,
      row.performance,
    )
    check(
      `${page} accessibility and best practices = 100`,
      row.accessibility === 100 && row.bestPractices === 100,
      `${row.accessibility} / ${row.bestPractices}`,
    )
    if (!isNotFound(page)) check(`${page} SEO = 100`, row.seo === 100, row.seo)
    check(
      `${page} LCP ≤ ${BUDGETS.lcpMs} ms`,
      row.lcpMs <= BUDGETS.lcpMs,
      `${row.lcpMs} ms`,
    )
    check(
      `${page} TBT ≤ ${BUDGETS.tbtMs} ms`,
      row.tbtMs <= BUDGETS.tbtMs,
      `${row.tbtMs} ms`,
    )
    check(`${page} CLS = 0`, row.cls <= BUDGETS.cls, row.cls)
    check(
      `${page} JavaScript ≤ ${BUDGETS.jsKb} KB gzip`,
      row.jsKb <= BUDGETS.jsKb,
      `${row.jsKb} KB`,
    )
    check(
      `${page} loads no other route's code`,
      row.otherRoutesCode === 0,
      row.otherRoutesCode,
    )
    check(
      `${page} no render-blocking request`,
      row.renderBlocking === 0,
      row.renderBlocking,
    )
    check(
      `${page} no image savings`,
      row.imageSavings.length === 0,
      row.imageSavings.join(", ") || "none",
    )
  }
  const home = medians.find(row => row.route === "/")
  check(
    `/ total weight ≤ ${BUDGETS.homeKb} KB`,
    home.totalKb <= BUDGETS.homeKb,
    `${home.totalKb} KB`,
  )
  if (coldBuildS !== null)
    check(
      `cold build ≤ ${BUDGETS.coldBuildS} s`,
      coldBuildS <= BUDGETS.coldBuildS,
      `${coldBuildS.toFixed(1)} s`,
    )

  const table = tableOf(medians)
  const chromeVersion = execFileSync(
    process.env.CHROME_PATH ?? "/usr/bin/chromium",
    ["--version"],
    { encoding: "utf8" },
  ).trim()
  const markdown = [
    "# Benchmark results",
    "",
    `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset with its default simulated throttling, ${chromeVersion}, median of ${RUNS} runs per route, measured ${new Date().toISOString().slice(0, 10)} on this project's ${process.env.BENCH_MACHINE ?? "2-core"} machine by \`npm run bench\`. Every run's figures are in \`results.json\`.`,
    "",
    ...table,
    "",
    `Build: ${coldBuildS === null ? "reused" : `cold ${coldBuildS.toFixed(1)} s (after \`gatsby clean\`), warm rebuild ${warmBuildS.toFixed(1)} s`}. \`public/\`: ${publicMb.toFixed(2)} MB.`,
    "",
    "## Budgets",
    "",
    ...checks.map(
      item =>
        `- ${item.met ? "met" : "**missed**"}: ${item.name} (${item.detail})`,
    ),
    "",
    ...(withoutDeferral
      ? deferralSection(medians, withoutDeferral.medians)
      : []),
  ].join("\n")

  await mkdir(path.join(ROOT, "bench"), { recursive: true })
  await writeFile(path.join(ROOT, "bench/results.md"), markdown)
  await writeFile(
    path.join(ROOT, "bench/results.json"),
    `${JSON.stringify({ coldBuildS, warmBuildS, publicMb, medians, runs, withoutDeferral }, null, 2)}\n`,
  )
  log("")
  log(table.join("\n"))
  log("")
  for (const item of checks)
    log(`${item.met ? "  met   " : "  MISSED"} ${item.name} (${item.detail})`)
  const missed = checks.filter(item => !item.met).length
  log(
    `\n${checks.length - missed} budgets met, ${missed} missed. Results in bench/results.md`,
  )
}

main().catch(error => {
  console.error(error)
  process.exitCode = 1
})
