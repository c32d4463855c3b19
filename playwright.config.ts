import { defineConfig } from "@playwright/test"

import chromium from "./chromium-flags.json"
import { testCertificate } from "./scripts/test-certificate.cjs"

/** npm test serves three builds at once on three ports (scripts/run-tests.mjs). */
const PORT = Number(process.env.E2E_PORT ?? 9000)
const HTTP_PORT = PORT + 80
process.env.E2E_HTTP_PORT = String(HTTP_PORT)

// HTTPS as deployed: Chromium trusts the test certificate's key alone, Node (the workers) its file.
const tls = testCertificate(PORT)
process.env.NODE_EXTRA_CA_CERTS = tls.certificate

// No browser download is possible here; Debian's headless shell is the build Playwright runs headless.
const executablePath =
  process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell"

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results/playwright",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Tests wait for states; these limits only decide when a state that never comes fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    [
      "json",
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
          "test-results/playwright.json",
      },
    ],
  ],
  use: {
    baseURL: `https://localhost:${PORT}`,
    // A trace slows every passing test; rerun a failure with `--trace on` (docs/testing.md).
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
      // Specs whose subject does not change with the screen size.
      testIgnore: [
        "hosting.spec.ts",
        "routes.spec.ts",
        "content.spec.ts",
        "calls-to-action.spec.ts",
        "videos.spec.ts",
        "signup.spec.ts",
        "contact-form.spec.ts",
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
    command: `node scripts/serve-nginx.mjs --port ${PORT} --http-port ${HTTP_PORT}`,
    url: `https://localhost:${PORT}/`,
    // The runner's own readiness check runs before its workers, which trust the certificate.
    ignoreHTTPSErrors: true,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
