import { gotoHydrated, notFoundLogs, routes, test } from "./fixtures"

/** Full-page screenshots for review; they land in test-results/screenshots/ (ignored by git). */
test.describe("screenshots", () => {
  for (const route of routes) {
    test(`of ${route.path}`, async ({ page }, testInfo) => {
      await gotoHydrated(page, route.path)
      await page.evaluate(() => document.fonts.ready)
      const name = route.label.toLowerCase()
      await page.screenshot({
        path: `test-results/screenshots/${testInfo.project.name}-${name}.png`,
        fullPage: true,
      })
    })
  }

  test.describe("of the 404 page", () => {
    test.use({ expectedConsoleErrors: notFoundLogs })
    test("at an unknown path", async ({ page }, testInfo) => {
      await gotoHydrated(page, "/no-such-page/")
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({
        path: `test-results/screenshots/${testInfo.project.name}-404.png`,
        fullPage: true,
      })
    })
  })
})
