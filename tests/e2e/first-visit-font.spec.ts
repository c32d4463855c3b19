import type { CDPSession } from "@playwright/test"

import { layoutShifts } from "../support/layoutShifts"
import { expect, gotoHydrated, test, type Page } from "./fixtures"

/**
 * The brand on a first visit: with no web font fetched yet, display text is drawn in a
 * local stand-in for Anton, outlined to its weight and sized to its widths, and the body
 * in local fallbacks sized to Inter; both web fonts come once the page has loaded, for the
 * pages after it. Chromium says which font drew the text (CSS.getPlatformFontsForNode).
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

type Drawing = { text: string; ink: number; width: number }

/**
 * Each text drawn in the display stack, drawn again on a canvas in its own font and outline
 * and in Anton at the same size: its ink (the alpha summed) and advance width over Anton's.
 */
const displayTextAgainstAnton = (page: Page) =>
  page.evaluate(async (): Promise<Drawing[]> => {
    const webFonts = document.getElementById("web-fonts")?.textContent ?? ""
    const url = /url\("([^"]*anton[^"]*)"\)/.exec(webFonts)?.[1]
    if (!url) throw new Error("no Anton in the web fonts' style")
    const anton = await new FontFace("Anton Probe", `url("${url}")`).load()
    document.fonts.add(anton)
    const canvas = document.createElement("canvas")
    canvas.width = 2400
    canvas.height = 200
    const context = canvas.getContext("2d", { willReadFrequently: true })
    if (!context) throw new Error("no canvas")
    const draw = (font: string, stroke: number, text: string) => {
      context.clearRect(0, 0, canvas.width, canvas.height)
      context.font = font
      context.textBaseline = "middle"
      context.fillText(text, 20, 100)
      if (stroke > 0) {
        context.lineWidth = stroke
        context.strokeText(text, 20, 100)
      }
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
      let ink = 0
      for (let alpha = 3; alpha < pixels.data.length; alpha += 4)
        ink += pixels.data[alpha] ?? 0
      return { ink, width: context.measureText(text).width }
    }
    const display = getComputedStyle(document.documentElement)
      .getPropertyValue("--fonts-display")
      .trim()
    return [...document.querySelectorAll<HTMLElement>("body *")]
      .filter(element => {
        const style = getComputedStyle(element)
        return (
          style.fontFamily === display &&
          element.getClientRects().length > 0 &&
          style.visibility !== "hidden" &&
          [...element.childNodes].some(
            node =>
              node.nodeType === Node.TEXT_NODE &&
              /\S/.test(node.textContent ?? ""),
          )
        )
      })
      .map(element => {
        const style = getComputedStyle(element)
        const own = [...element.childNodes]
          .filter(node => node.nodeType === Node.TEXT_NODE)
          .map(node => node.textContent)
          .join("")
          .replace(/\s+/g, " ")
          .trim()
        const text =
          style.textTransform === "uppercase" ? own.toUpperCase() : own
        const stand = draw(
          `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
          parseFloat(style.webkitTextStrokeWidth),
          text,
        )
        const brand = draw(`400 ${style.fontSize} "Anton Probe"`, 0, text)
        return {
          text,
          ink: stand.ink / brand.ink,
          width: stand.width / brand.width,
        }
      })
  })

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

test("a first visit draws display text in a stand-in within 70 % of Anton's ink and 10 % of its width, and nothing moves", async ({
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's first visit, at 390 px")
  test.setTimeout(120_000)
  const faces = new Set<string>()
  const drawings: (Drawing & { route: string })[] = []
  for (const route of FIRST_VISITS) {
    // A fresh context per load: an empty cache, as a first visit has.
    const context = await browser.newContext(test.info().project.use)
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await gotoHydrated(page, route)
    for (const face of await drawnInEach(session, "h1, h2, h3"))
      faces.add(String(face))
    for (const drawing of await displayTextAgainstAnton(page))
      drawings.push({ route, ...drawing })
    expect(await layoutShifts(page), route).toEqual([])
    await context.close()
  }
  expect([...faces]).toEqual(["Liberation Sans Narrow"])
  expect(drawings.length).toBeGreaterThan(FIRST_VISITS.length * 3)
  expect(drawings.filter(({ ink }) => ink < 0.7)).toEqual([])
  // A text of a glyph or two (a date's day) is as wide as those glyphs happen to be.
  const offWidth = (width: number) => Math.abs(width - 1) > 0.1
  expect(
    drawings.filter(({ text, width }) => text.length >= 4 && offWidth(width)),
  ).toEqual([])
  for (const route of FIRST_VISITS) {
    const onPage = drawings.filter(drawing => drawing.route === route)
    const width =
      onPage.reduce((sum, { width, text }) => sum + width * text.length, 0) /
      onPage.reduce((sum, { text }) => sum + text.length, 0)
    expect(offWidth(width), `${route}: ${width}`).toBe(false)
  }
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
  // Both web fonts are asked for after the first paint and the load event.
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
  for (const start of [timings.fonts.display, timings.fonts.body]) {
    expect(start).toBeGreaterThan(timings.firstPaint ?? Infinity)
    expect(start).toBeGreaterThan(timings.load ?? Infinity)
  }
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
  await expect.poll(() => drawnIn(session, "main h1")).toBe("Anton")

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
