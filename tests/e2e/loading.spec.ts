import { layoutShifts } from "../support/layoutShifts"
import {
  expect,
  FIXTURE_BUILT_AT,
  gotoHydrated,
  routes,
  test,
} from "./fixtures"

/** How a page loaded, read from the browser's own timings once it has hydrated. */
const loadTimings = () => {
  const paint = performance
    .getEntriesByType("paint")
    .find(entry => entry.name === "first-contentful-paint")
  const [navigation] = performance.getEntriesByType(
    "navigation",
  ) as PerformanceNavigationTiming[]
  const scripts = performance
    .getEntriesByType("resource")
    .filter(entry =>
      /\/(webpack-runtime|framework|app)-[\w]+\.js$/.test(entry.name),
    )
    .map(entry => ({ name: entry.name, startTime: entry.startTime }))
  return {
    firstContentfulPaint: paint?.startTime ?? null,
    loadEventStart: navigation?.loadEventStart ?? null,
    scripts,
  }
}

/** How many times slower than this machine the CPU runs in the layout-shift tests. */
const SLOW_CPU = 6

test.describe("loading", () => {
  test("every route states the CSS layers' order before any style", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the same HTML at every size")
    for (const route of routes) {
      const html = await (await page.request.get(route.path)).text()
      // Minified, the one style sheet keeps the order's last statement, after layers
      // (gatsby-ssr.tsx): without this one first, the reset would win over the ui layer.
      const [first] = /<style[^>]*>[^<]*/.exec(html) ?? []
      expect(first, route.path).toBe(
        '<style id="layer-order">@layer reset, ui;',
      )
    }
  })

  for (const route of routes) {
    test(`${route.path} paints and loads before its scripts start downloading`, async ({
      page,
    }) => {
      await gotoHydrated(page, route.path)
      const timings = await page.evaluate(loadTimings)
      expect(timings.firstContentfulPaint).not.toBeNull()
      expect(timings.loadEventStart).not.toBeNull()
      expect(timings.scripts.map(script => script.name)).toHaveLength(3)
      for (const script of timings.scripts) {
        expect(script.startTime).toBeGreaterThanOrEqual(
          timings.firstContentfulPaint ?? Infinity,
        )
        expect(script.startTime).toBeGreaterThanOrEqual(
          timings.loadEventStart ?? Infinity,
        )
      }
    })
  }

  for (const route of routes) {
    test(`${route.path} loads each font once and does not shift while it loads and hydrates on a slow CPU`, async ({
      page,
    }) => {
      // A cheap phone, or a machine busy with other work: fonts and scripts arrive late
      // relative to the first paint, which is when text reflows and shifts if it can.
      // The visitor's clock at the fixture build's: the tour's tickets on sale, as built
      // (tour.spec.ts tries its re-check against a later clock at the same slow CPU).
      // Not in the timing test above: Playwright's clock hides the paint timings.
      await page.clock.setFixedTime(FIXTURE_BUILT_AT)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_CPU })
      const fontRequests: string[] = []
      page.on("request", request => {
        if (request.resourceType() === "font") fontRequests.push(request.url())
      })
      await gotoHydrated(page, route.path)
      await page.evaluate(() => document.fonts.ready)
      // The web fonts are fetched for the next page once this one has hydrated.
      await page.locator("html[data-web-fonts]").waitFor({ state: "attached" })
      // Let any style the hydration inserts settle before reading the shifts.
      await page.evaluate(
        () =>
          new Promise(resolve =>
            requestAnimationFrame(() => setTimeout(resolve, 200)),
          ),
      )
      // Every shift, with what moved, so a failure says where to look.
      const shifts = await layoutShifts(page)
      expect(shifts).toEqual([])
      // Each file exactly once: none is fetched again when the page hydrates.
      expect(
        fontRequests.map(url => url.replace(/.*\/|-[0-9a-f]{32}/g, "")).sort(),
      ).toEqual(["anton-subset.woff2", "inter-variable-subset.woff2"])
    })
  }
})
