// `npm run screenshots`: full-page screenshots of every route in both languages, and of
// each language's 404 page, at the browser tests' phone and desktop sizes, for a person to
// look at after a build. Not a test: it asserts nothing and is not part of npm test.
// They land in test-results/screenshots/ (ignored by git); the last build is served by
// the repository's nginx recipe, as in the browser tests.
import { spawn } from "node:child_process"
import { mkdirSync } from "node:fs"
import path from "node:path"

import { chromium } from "@playwright/test"

import config from "../playwright.config"
import chromiumFlags from "../chromium-flags.json"
import { routes, spanishRoutes } from "../tests/e2e/fixtures"
import { testCertificate } from "./test-certificate.cjs"

const PORT = 9100
/** The recipe's redirecting plain-HTTP server, which answers once nginx is up. */
const HTTP_PORT = PORT + 80
const OUTPUT = "test-results/screenshots"
const BASE = `https://localhost:${PORT}`

const pages = [
  ...routes.map(route => ({ path: route.path, name: route.label })),
  ...spanishRoutes.map(route => ({ path: route.path, name: route.path })),
  { path: "/no-such-page/", name: "404" },
  { path: "/es/no-such-page/", name: "es-404" },
]

/** A file name from a route: "/es/tour/mexico-city/" -> "es-tour-mexico-city". */
const fileName = (project: string, name: string) =>
  `${project}-${
    name
      .replace(/^\/|\/$/g, "")
      .replaceAll("/", "-")
      .toLowerCase() || "home"
  }.png`

const waitForServer = async () => {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      const url = `http://localhost:${HTTP_PORT}/`
      if ((await fetch(url, { redirect: "manual" })).status === 301) return
    } catch {
      // not up yet
    }
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  throw new Error(`the site did not answer at http://localhost:${HTTP_PORT}/`)
}

const main = async () => {
  mkdirSync(OUTPUT, { recursive: true })
  const server = spawn(
    "node",
    [
      "scripts/serve-nginx.mjs",
      ...["--port", String(PORT), "--http-port", String(HTTP_PORT)],
    ],
    { stdio: "inherit" },
  )
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      ...chromiumFlags.flags,
      // The certificate serve-nginx made for localhost, and no other, is trusted.
      `--ignore-certificate-errors-spki-list=${testCertificate(PORT).spki}`,
    ],
  })
  try {
    await waitForServer()
    for (const project of config.projects ?? []) {
      const { viewport, hasTouch, isMobile, deviceScaleFactor } =
        project.use ?? {}
      const context = await browser.newContext({
        viewport,
        hasTouch,
        isMobile,
        deviceScaleFactor,
      })
      const page = await context.newPage()
      for (const route of pages) {
        await page.goto(`${BASE}${route.path}`)
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
        await page.evaluate(() => document.fonts.ready)
        const file = path.join(OUTPUT, fileName(project.name ?? "", route.name))
        await page.screenshot({ path: file, fullPage: true })
        console.log(`wrote ${file}`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    server.kill("SIGTERM")
  }
}

main().catch(error => {
  console.error(error)
  process.exitCode = 1
})
