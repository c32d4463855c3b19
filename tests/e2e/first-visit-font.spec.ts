import { layoutShifts } from "../support/layoutShifts"
import { expect, test } from "./fixtures"

/**
 * The brand on a first visit: the page's `h1` is drawn in the display face (Anton) at
 * the first paint on a slow phone network, with nothing moving (plugins/headline-font).
 * Chromium says which font drew the text (CSS.getPlatformFontsForNode).
 */

/** Chrome DevTools' "Slow 4G" preset. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
}

const FIRST_VISITS = [
  "/",
  "/music/",
  "/tour/",
  "/es/",
  "/es/about/",
  "/es/store/",
]

test("a first visit on a slow phone network draws the h1 in the display face, and nothing moves", async ({
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's first visit")
  test.setTimeout(120_000)
  const drawnIn: string[] = []
  for (const route of FIRST_VISITS) {
    // A fresh context per load: an empty cache, as a first visit has.
    const context = await browser.newContext(test.info().project.use)
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await session.send("Network.enable")
    await session.send("Network.emulateNetworkConditions", SLOW_4G)
    await page.goto(route, { waitUntil: "load" })
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await session.send("DOM.enable")
    await session.send("CSS.enable")
    const { root } = await session.send("DOM.getDocument")
    const { nodeId } = await session.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "h1",
    })
    const { fonts } = await session.send("CSS.getPlatformFontsForNode", {
      nodeId,
    })
    const most = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]
    drawnIn.push(`${route}: ${most?.familyName ?? "nothing"}`)
    expect(await layoutShifts(page), route).toEqual([])
    await context.close()
  }
  // The bar is five loads of six; the inline face makes it every one.
  expect(drawnIn).toEqual(FIRST_VISITS.map(route => `${route}: Anton`))
})
