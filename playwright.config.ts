import { defineConfig } from "@playwright/test"

import chromium from "./chromium-flags.json"
import { testCertificate } from "./scripts/test-certificate.cjs"

/** npm test serves three builds at once on three ports (scripts/run-tests.mjs). */
const PORT = Number(process.env.E2E_PORT ?? 9000)
/** The recipe's port-80 server, which only redirects to HTTPS (scripts/serve-nginx.mjs). */
const HTTP_PORT = PORT + 80
process.env.E2E_HTTP_PORT = String(HTTP_PORT)

/**
 * The site is served over HTTPS, as deployed, with a certificate made for the tests:
 * Chromium trusts that key alone, and Node (the tests' own requests, in the workers this
 * process starts) that certificate.
 */
const tls = testCertificate(PORT)
process.env.NODE_EXTRA_CA_CERTS = tls.certificate

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): no browser download
 * is possible, so Playwright drives the system one. It is the same Blink without the
 * browser's own interface, the build Playwright itself runs headless tests in; measured on
 * a two-core machine, the same browser tests take half the time and CPU they take in the
 * full Chromium's headless mode. CHROME_PATH names another Chromium.
 */
const executablePath =
  process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell"

export default defineConfig({
  testDir: "./tests/e2e",
  // npm test runs several browser test runs at once, each with its own folder.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results/playwright",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Room for a slower, busier machine than the one the tests were written on: a test
  // waits for states, and these limits only decide when a state that never comes fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    [
      "json",
      {
        // npm test runs the browser tests more than once and names each report.
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
          "test-results/playwright.json",
      },
    ],
  ],
  use: {
    baseURL: `https://localhost:${PORT}`,
    // No trace: recording one costs a fifth of the run's time, for every test that passes.
    // A failing test keeps its screenshot and error context; to see a failure step by step,
    // run that test again with `npx playwright test --trace on <file>` (docs/testing.md).
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        ...chromium.flags,
        `--ignore-certificate-errors-spki-list=${tls.spki}`,
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      // What changes with the screen is tried at both sizes: every page's layout and
      // content (routes, accessibility, loading), the menu, touch, the keyboard, popovers,
      // the form and the tour's layout as shows end. These specs try what does not: the
      // server's answers, the data on each card, the links out and the video player.
      testIgnore: [
        "hosting.spec.ts",
        "content.spec.ts",
        "calls-to-action.spec.ts",
        "videos.spec.ts",
      ],
      use: {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    // Debian's nginx with the repository's recipe and the build's headers (deploy/nginx).
    command: `node scripts/serve-nginx.mjs --port ${PORT} --http-port ${HTTP_PORT}`,
    url: `https://localhost:${PORT}/`,
    // The runner's own readiness check runs before its workers, which trust the certificate.
    ignoreHTTPSErrors: true,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
