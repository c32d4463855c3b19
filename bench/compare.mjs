// `node bench/compare.mjs <kept site A> <kept site B> [--runs 20] [--only /,/news/] [--host name]`:
// Lighthouse on two builds (as scripts/keep-site.mjs keeps them), in alternating order, a fresh
// browser per run; at `--host`, the live site's host name, where counting runs.
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import { freshFolder } from "../scripts/files.mjs"
import { figuresOf, kb, quantile } from "./budgets.mjs"
import { argument, log, ROOT } from "./commands.mjs"
import {
  collectWithRetries,
  resultsIn,
  serve,
  waitForServer,
  writeLighthouseConfig,
} from "./lighthouse.mjs"

const WORK = path.join(ROOT, "bench/raw/compare")
const PORTS = [9500, 9600]
const METRICS = [
  ["lcpMs", "LCP", "ms"],
  ["tbtMs", "TBT", "ms"],
  ["cls", "CLS", ""],
  ["jsBytes", "JS sent", "B"],
]

const HOST = argument("--host")
const urlOf = (port, route) => `https://${HOST ?? "localhost"}:${port}${route}`
const sites = process.argv.slice(2, 4).map(site => path.resolve(site))
const RUNS = Number(argument("--runs") ?? 20)
const ONLY = argument("--only")?.split(",") ?? ["/"]
if (sites.length !== 2 || sites.some(site => site.startsWith("--"))) {
  console.error("compare: name two kept builds, A and B")
  process.exit(2)
}

const spreadOf = values => ({
  median: quantile(values, 0.5),
  iqr: quantile(values, 0.75) - quantile(values, 0.25),
  min: Math.min(...values),
  max: Math.max(...values),
})

freshFolder(WORK)
writeLighthouseConfig(WORK, PORTS, HOST)
const servers = sites.map((site, index) => serve(site, PORTS[index]))
try {
  await Promise.all(PORTS.map(waitForServer))
  for (let round = 1; round <= RUNS; round += 1) {
    // Each goes first in every other round, so neither gains from the other's warm caches.
    const order = round % 2 ? PORTS : [...PORTS].reverse()
    for (const route of ONLY)
      for (const port of order) {
        log(`  round ${round}/${RUNS}: ${port} ${route}`)
        await collectWithRetries(WORK, urlOf(port, route))
      }
  }
} finally {
  for (const server of servers) server.kill("SIGTERM")
}

const results = resultsIn(WORK)
const format = (value, unit) =>
  unit === "B"
    ? kb(value)
    : `${value.toFixed(unit ? 0 : 3)}${unit ? ` ${unit}` : ""}`
const lines = [
  `# ${path.basename(sites[0])} (A) against ${path.basename(sites[1])} (B)`,
  "",
  `${RUNS} runs each, a fresh Chromium per run, alternating, at ${HOST ?? "localhost"}. A difference counts when the medians differ by more than the larger interquartile range of the two.`,
  "",
  "| Page | Metric | A median (IQR, min–max) | B median (IQR, min–max) | B − A | Beyond the spread |",
  "| --- | --- | --- | --- | ---: | --- |",
]
for (const route of ONLY)
  for (const [key, name, unit] of METRICS) {
    const [a, b] = PORTS.map(port =>
      spreadOf(
        results
          .filter(lhr => lhr.requestedUrl === urlOf(port, route))
          .map(lhr => figuresOf(lhr)[key]),
      ),
    )
    const cell = s =>
      `${format(s.median, unit)} (${format(s.iqr, unit)}, ${format(s.min, unit)}–${format(s.max, unit)})`
    const difference = b.median - a.median
    const beyond =
      Math.abs(difference) > Math.max(a.iqr, b.iqr) &&
      format(Math.abs(difference), unit) !== format(0, unit)
    lines.push(
      `| \`${route}\` | ${name} | ${cell(a)} | ${cell(b)} | ${format(difference, unit)} | ${beyond ? (difference < 0 ? "B better" : "A better") : "no"} |`,
    )
  }
writeFileSync(path.join(WORK, "comparison.md"), `${lines.join("\n")}\n`)
log(readFileSync(path.join(WORK, "comparison.md"), "utf8"))
