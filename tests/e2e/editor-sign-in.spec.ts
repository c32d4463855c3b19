import { spawn, type ChildProcess } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { chromium, type Browser, type Page } from "@playwright/test"

import chromiumFlags from "../../chromium-flags.json"
import { testCertificate } from "../../scripts/test-certificate.cjs"
import {
  startGitHubStandIn,
  type GitHubStandIn,
} from "../support/githubStandIn"
import { expect, expectHealthy, test, watchPageHealth } from "./fixtures"

// An editor signs in to the built /admin/ on the live site's own address, as served by
// the nginx recipe, through the sign-in relay behind it (npm run oauth-relay), with
// GitHub's sign-in and API answered by a stand-in. The browser reaches the site's
// address at the test server: the origin the build wrote into the editor is the one
// the editor runs at, as on the live site.
test.describe.configure({ mode: "serial", timeout: 180_000 })
test.skip(({ isMobile }) => isMobile, "the sign-in is tried at one size")
const EDITOR_LOADS = { timeout: 60_000 }

const FIXTURE_DATA = "tests/fixtures/data"
const SITE = new URL(
  (
    JSON.parse(readFileSync(path.join(FIXTURE_DATA, "site.json"), "utf8")) as {
      siteUrl: string
    }
  ).siteUrl,
).origin
const PORT = Number(process.env.E2E_PORT ?? 9000)
/** Where serve-nginx.mjs points the recipe's /oauth/ (its --relay-port). */
const RELAY_PORT = Number(process.env.E2E_RELAY_PORT ?? PORT + 200)
const CLIENT_ID = "Ov23li-sign-in-test"
const CLIENT_SECRET = "sign-in-test-secret-9d2f7a"
const REPO = (
  JSON.parse(readFileSync("cms-backend.json", "utf8")) as { repo: string }
).repo
const API = "https://api.github.com"

let gitHub: GitHubStandIn
let relay: ChildProcess
let relayOutput = ""
let browser: Browser
/** Console errors of the sign-in window's pages on the site (the relay's). */
const windowErrors: string[] = []

test.beforeAll(async () => {
  gitHub = await startGitHubStandIn({
    dataFolder: FIXTURE_DATA,
    repo: REPO,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    callbackUrl: `${SITE}/oauth/callback`,
    privateRepo: true,
  })
  relay = spawn("npm", ["run", "--silent", "oauth-relay"], {
    env: {
      ...process.env,
      PORT: String(RELAY_PORT),
      SITE_URL: SITE,
      GITHUB_CLIENT_ID: CLIENT_ID,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      GITHUB_URL: gitHub.url,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // npm starts node in a process of its own: the test stops them as a group.
    detached: true,
  })
  relay.stdout?.on("data", chunk => (relayOutput += chunk))
  relay.stderr?.on("data", chunk => (relayOutput += chunk))
  await expect
    .poll(() => relayOutput, { timeout: 30_000 })
    .toContain("oauth-relay: signing editors in")
  const certificate = testCertificate(PORT)
  browser = await chromium.launch({
    executablePath:
      process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
    args: [
      ...chromiumFlags.flags,
      `--ignore-certificate-errors-spki-list=${certificate.spki}`,
      `--host-resolver-rules=MAP ${new URL(SITE).hostname}:443 127.0.0.1:${PORT}`,
    ],
  })
})

test.afterAll(async () => {
  await browser?.close()
  if (relay?.pid) process.kill(-relay.pid)
  await gitHub?.stop()
  expect(relayOutput).not.toContain(CLIENT_SECRET)
})

/** A fresh editor's browser at the site's address, GitHub's API answered by the stand-in. */
const openEditor = async () => {
  const context = await browser.newContext({ baseURL: SITE })
  const apiTokens: string[] = []
  await context.route(`${API}/**`, async route => {
    apiTokens.push(route.request().headers().authorization ?? "")
    const url = route.request().url().replace(API, gitHub.apiUrl)
    await route.fulfill({ response: await route.fetch({ url }) })
  })
  const page = await context.newPage()
  const problems = await watchPageHealth(page, {
    baseURL: SITE,
    expected: () => null,
    allowedOrigins: [API, new URL(gitHub.url).origin],
  })
  const admin = await page.goto("/admin/")
  const login = page.getByRole("button", { name: "Login with GitHub" })
  await expect(login).toBeVisible(EDITOR_LOADS)
  return { page, login, problems, apiTokens, admin }
}

/** The stand-in consent page's "Authorize". */
const authorizeControl = (signInWindow: Page) =>
  signInWindow
    .getByRole("button", { name: "Authorize" })
    .or(signInWindow.getByRole("link", { name: "Authorize" }))

/** Closes the editor's browser; Decap may still be reading from the API then. */
const closeEditor = async (page: Page) => {
  await page.context().unrouteAll({ behavior: "ignoreErrors" })
  await page.context().close()
}

/** Clicks "Login with GitHub"; the sign-in window, at GitHub's consent page. */
const startSignIn = async (page: Page) => {
  const opened = page.waitForEvent("popup")
  await page.getByRole("button", { name: "Login with GitHub" }).click()
  const signInWindow = await opened
  // The relay's page runs under its own policy: anything it blocks shows here.
  signInWindow.on("console", message => {
    if (message.type() === "error" && signInWindow.url().startsWith(SITE)) {
      windowErrors.push(message.text())
    }
  })
  await expect(authorizeControl(signInWindow)).toBeVisible()
  return signInWindow
}

test("an editor signs in with GitHub on the live site, sees the collections and saves an edit", async () => {
  const { page, problems, admin } = await openEditor()
  expect(admin?.headers()["cross-origin-opener-policy"]).toBe(
    "same-origin-allow-popups",
  )
  const signInWindow = await startSignIn(page)
  // Decap closes the window once it has the token, maybe before the callback's answer
  // reaches this test: listen from now on.
  const closed = new Promise(resolve => signInWindow.once("close", resolve))
  const callback = signInWindow.waitForResponse(response =>
    response.url().startsWith(`${SITE}/oauth/callback`),
  )
  await authorizeControl(signInWindow).click()
  const answer = await callback
  expect(answer.status()).toBe(200)
  expect(answer.headers()["cache-control"]).toBe("no-store")
  expect(answer.headers()["cross-origin-opener-policy"]).toBeUndefined()
  await closed

  for (const collection of ["Releases", "Shows", "Products"]) {
    await expect(
      page.getByRole("link", { name: collection, exact: true }),
    ).toBeVisible(EDITOR_LOADS)
  }
  const [issued] = gitHub.tokens
  expect(issued?.scopes).toEqual(["repo"])

  // As an editor goes: through the collection and the entry.
  await page.getByRole("link", { name: "Shows", exact: true }).click()
  await page
    .locator('a[href$="/collections/shows/entries/los-angeles"]')
    .click(EDITOR_LOADS)
  const venue = page.getByLabel("Venue", { exact: true })
  await expect(venue).toHaveValue(
    String(
      (
        JSON.parse(gitHub.fileAt("data/shows/los-angeles.json") ?? "{}") as {
          venue?: string
        }
      ).venue,
    ),
    EDITOR_LOADS,
  )
  const before = gitHub.fileAt("data/shows/los-angeles.json") ?? ""
  await venue.fill("The Wiltern")
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
  await expect(
    page.getByRole("alert").filter({ hasText: "Entry saved" }),
  ).toBeVisible()
  const commit = gitHub.commits.at(-1)
  expect(commit?.paths).toEqual(["data/shows/los-angeles.json"])
  expect(gitHub.fileAt("data/shows/los-angeles.json")).toBe(
    before.replace(/"venue": "[^"]*"/, '"venue": "The Wiltern"'),
  )
  expect(gitHub.unhandledRequests()).toEqual([])
  expect(windowErrors).toEqual([])
  expectHealthy(problems)
  await closeEditor(page)
})

test("a message from another origin leaves the editor on the sign-in screen", async () => {
  const { page, problems, apiTokens } = await openEditor()
  const signInWindow = await startSignIn(page)
  // The sign-in window, at GitHub's address, speaks the protocol as the relay would.
  const forged = `authorization:github:success:${JSON.stringify({ token: "gho_forged", provider: "github" })}`
  // The last message marks the end: messages from one window arrive in order.
  // (Wrapped: evaluateHandle would wait for a promise it is given.)
  const handle = await page.evaluateHandle(() => ({
    delivered: new Promise<void>(resolve =>
      window.addEventListener("message", event => {
        if (event.data === "sign-in test: done") resolve()
      }),
    ),
  }))
  await signInWindow.evaluate(message => {
    window.opener.postMessage("authorizing:github", "*")
    window.opener.postMessage(message, "*")
    window.opener.postMessage("sign-in test: done", "*")
  }, forged)
  await handle.evaluate(({ delivered }) => delivered)
  await expect(
    page.getByRole("button", { name: "Login with GitHub" }),
  ).toBeVisible()
  await expect(
    page.getByRole("link", { name: "Shows", exact: true }),
  ).toHaveCount(0)
  expect(apiTokens.filter(token => token.includes("gho_forged"))).toEqual([])

  // The real sign-in, in the same window, still completes: the token it uses is GitHub's.
  await authorizeControl(signInWindow).click()
  await expect(
    page.getByRole("link", { name: "Shows", exact: true }),
  ).toBeVisible(EDITOR_LOADS)
  expect(apiTokens.length).toBeGreaterThan(0)
  expect(apiTokens.filter(token => token.includes("gho_forged"))).toEqual([])
  expectHealthy(problems)
  await closeEditor(page)
})

test("the relay's answers through nginx: no-store, its own policy, never the site's opener policy", async ({
  request,
}) => {
  const response = await request.get("/oauth/callback?state=forged&code=x")
  expect(response.status()).toBe(400)
  const headers = response.headersArray()
  const values = (name: string) =>
    headers
      .filter(header => header.name.toLowerCase() === name)
      .map(header => header.value)
  expect(values("cache-control")).toEqual(["no-store"])
  expect(values("cross-origin-opener-policy")).toEqual([])
  expect(values("x-content-type-options")).toEqual(["nosniff"])
  expect(values("strict-transport-security")).toHaveLength(1)
  const [policy, ...more] = values("content-security-policy")
  expect(more).toEqual([])
  expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-/)
  const body = await response.text()
  expect(body).toContain("This sign-in expired or did not start from this site")
  expect(body).not.toContain(CLIENT_SECRET)
})
