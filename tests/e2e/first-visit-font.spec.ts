import type { CDPSession } from "@playwright/test"

import { layoutShifts } from "../support/layoutShifts"
import { expect, gotoHydrated, test, type Page } from "./fixtures"

/**
 * The brand on a first visit: every heading is drawn in the display face (Anton, one small
 * subset, preloaded; display text waits for it) on a slow phone network, with nothing moving.
 * The body text waits for the page after: a first page is drawn in the local fallbacks,
 * and the body's web font comes after it. Chromium says which font drew the text
 * (CSS.getPlatformFontsForNode).
 */

/** The platform font that drew most of each element matching the selector. */
const drawnInEach = async (session: CDPSession, selector: string) => {
  await session.send("DOM.enable")
  await session.send("CSS.enable")
  const { root } = await session.send("DOM.getDocument", { depth: -1 })
  const { nodeIds } = await session.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector,
  })
  return Promise.all(
    nodeIds.map(async nodeId => {
      const { fonts } = await session.send("CSS.getPlatformFontsForNode", {
        nodeId,
      })
      return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]
        ?.familyName
    }),
  )
}

const drawnIn = async (session: CDPSession, selector: string) =>
  (await drawnInEach(session, selector))[0]

/** Chrome DevTools' "Slow 4G" preset. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
}

const FIRST_VISITS = [
  "/",
  "/news/",
  "/music/",
  "/tour/",
  "/press/",
  "/es/",
  "/es/about/",
  "/es/store/",
]

test("a first visit on a slow phone network draws every heading in the display face, and nothing moves", async ({
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's first visit")
  test.setTimeout(120_000)
  const drawnIns: string[] = []
  for (const route of FIRST_VISITS) {
    // A fresh context per load: an empty cache, as a first visit has.
    const context = await browser.newContext(test.info().project.use)
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await session.send("Network.enable")
    await session.send("Network.emulateNetworkConditions", SLOW_4G)
    await page.goto(route, { waitUntil: "load" })
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    const families = new Set(await drawnInEach(session, "h1, h2, h3"))
    drawnIns.push(`${route}: ${[...families].join(", ")}`)
    expect(await layoutShifts(page), route).toEqual([])
    await context.close()
  }
  expect(drawnIns).toEqual(FIRST_VISITS.map(route => `${route}: Anton`))
})

/** The platform font that drew the page's first paragraph of text in its main part. */
const bodyTextDrawnIn = async (page: Page, session: CDPSession) => {
  await page
    .locator("main p")
    .filter({ hasText: /\w/ })
    .first()
    .evaluate(paragraph => paragraph.setAttribute("data-font-probe", ""))
  return drawnIn(session, "main p[data-font-probe]")
}

const fontRequestsOf = (page: Page) => {
  const requests: string[] = []
  page.on("request", request => {
    if (request.resourceType() === "font")
      requests.push(request.url().replace(/.*\/|-[0-9a-f]{32}/g, ""))
  })
  return requests
}

test("a first page's body text is drawn in the fallback, the pages after it in the web font, and nothing moves", async ({
  page,
}) => {
  const session = await page.context().newCDPSession(page)
  const fontRequests = fontRequestsOf(page)
  await gotoHydrated(page, "/about/")
  expect(await bodyTextDrawnIn(page, session)).toMatch(/^(?!Inter)\w/)
  // Fetched once the page has hydrated, and kept off under the text being read.
  await expect(page.locator("html")).toHaveAttribute(
    "data-web-fonts",
    "fetched",
  )
  expect(fontRequests.sort()).toEqual([
    "anton-subset.woff2",
    "inter-variable-subset.woff2",
  ])
  // The display face is asked for with the page; the body's web font after the first
  // paint and the load event.
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]
      ?.startTime,
    load: performance.getEntriesByType("navigation")[0]?.toJSON()
      .loadEventEnd as number | undefined,
    fonts: Object.fromEntries(
      performance
        .getEntriesByType("resource")
        .filter(entry => entry.name.endsWith(".woff2"))
        .map(entry => [
          entry.name.includes("anton") ? "display" : "body",
          entry.startTime,
        ]),
    ),
  }))
  expect(timings.fonts.display).toBeLessThan(timings.firstPaint ?? 0)
  expect(timings.fonts.body).toBeGreaterThan(timings.firstPaint ?? Infinity)
  expect(timings.fonts.body).toBeGreaterThan(timings.load ?? Infinity)
  expect(await bodyTextDrawnIn(page, session)).toMatch(/^(?!Inter)\w/)
  expect(await layoutShifts(page)).toEqual([])

  // The next page, reached in the site, is drawn in the web font.
  await page
    .locator("footer")
    .getByRole("link", { name: "Tour", exact: true })
    .click()
  await expect(page).toHaveURL(/\/tour\/$/)
  await expect(page.locator("html")).toHaveAttribute("data-web-fonts", "on")
  await expect.poll(() => bodyTextDrawnIn(page, session)).toMatch(/^Inter/)

  // A page loaded anew from one of the site's draws in it from its first paint, unmoved.
  await page.evaluate(() => window.location.assign("/music/"))
  await page.waitForURL(/\/music\/$/)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await expect(page.locator("html")).toHaveAttribute("data-web-fonts", "on")
  const reloaded = await page.context().newCDPSession(page)
  await expect.poll(() => bodyTextDrawnIn(page, reloaded)).toMatch(/^Inter/)
  // With `font-display: optional`, a font drawn with nothing moved was there for the
  // first paint.
  expect(await layoutShifts(page)).toEqual([])
})
