// What both Lighthouse benchmarks (run.mjs, compare.mjs) share: nginx servers, one config, runs.
import { spawn } from "node:child_process"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"

import chromium from "../chromium-flags.json" with { type: "json" }
import { testCertificate } from "../scripts/test-certificate.cjs"
import { log, ROOT, run } from "./commands.mjs"

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium"

/** A kept build (public/ and nginx/), or the working copy's public/ when siteDir is null. */
export const serve = (siteDir, port) =>
  spawn("node", ["scripts/serve-nginx.mjs", "--port", String(port)], {
    cwd: ROOT,
    env: { ...process.env, ...(siteDir && { SITE_DIR: siteDir }) },
    stdio: "ignore",
  })

/** On serve-nginx.mjs's default --http-port, port + 80, which answers with a redirect. */
export const waitForServer = async port => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`http://localhost:${port + 80}/`, {
        redirect: "manual",
      })
      if (response.status === 301) return
    } catch {
      // not up yet
    }
    await sleep(500)
  }
  throw new Error(`nginx on port ${port} did not start`)
}

/**
 * One fresh Chromium per run, trusting the test certificates of these ports. With a live host,
 * that name reaches the local servers, so what runs only on the live site (counting) runs, and
 * any other name fails at once, as nothing may need the network.
 */
export const writeLighthouseConfig = (work, ports, liveHost) => {
  const spki = ports.map(port => testCertificate(port).spki).join(",")
  const hostMap = liveHost
    ? [
        `--host-resolver-rules="MAP ${liveHost} 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE localhost"`,
      ]
    : []
  writeFileSync(
    path.join(work, "lighthouserc.json"),
    JSON.stringify(
      {
        ci: {
          collect: {
            numberOfRuns: 1,
            chromePath: CHROME,
            settings: {
              chromeFlags: [
                ...chromium.flags,
                `--ignore-certificate-errors-spki-list=${spki}`,
                ...hostMap,
              ].join(" "),
            },
          },
          upload: {
            target: "filesystem",
            outputDir: path.join(work, "reports"),
          },
        },
      },
      null,
      2,
    ),
  )
}

export const lhci = (work, args) =>
  run(path.join(ROOT, "node_modules/.bin/lhci"), args, { cwd: work })

export const collectWithRetries = async (work, url) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await lhci(work, ["collect", "--additive", `--url=${url}`])
      return
    } catch (error) {
      if (attempt === 3) throw error
      log(`    Lighthouse failed on ${url}; running it again`)
    }
  }
}

/** Every run's Lighthouse result collected in work/. */
export const resultsIn = work =>
  readdirSync(path.join(work, ".lighthouseci"))
    .filter(file => /^lhr-\d+\.json$/.test(file))
    .map(file =>
      JSON.parse(readFileSync(path.join(work, ".lighthouseci", file), "utf8")),
    )
