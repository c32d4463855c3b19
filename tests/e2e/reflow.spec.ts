import { expect, everyPage, gotoHydrated, test, type Page } from "./fixtures"

// WCAG 2.2 1.4.10 Reflow: at 320 CSS px wide (1280 px at 400 % zoom) every page reads
// without scrolling sideways, the open menu too.

const NARROWEST = { width: 320, height: 640 }

/** How far the page scrolls sideways, in CSS px (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      document.documentElement.clientWidth,
  )

test.describe("reflow at 320 px", () => {
  test.beforeEach(({ isMobile }) => {
    // The width is set here: one project runs it.
    test.skip(isMobile, "the width is set here")
  })

  for (const path of everyPage) {
    test(`${path} reads at 320 px without scrolling sideways`, async ({
      page,
    }) => {
      await page.setViewportSize(NARROWEST)
      await gotoHydrated(page, path)
      expect(await sidewaysScroll(page)).toBe(0)
    })
  }

  test("the open menu reads at 320 px without scrolling sideways", async ({
    page,
  }) => {
    await page.setViewportSize(NARROWEST)
    await gotoHydrated(page, "/es/")
    await page.getByRole("button", { name: /menú/i }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    expect(await sidewaysScroll(page)).toBe(0)
  })
})
