import { expect, gotoHydrated, routes, shareOnePage, test } from "./fixtures"

test.describe("the navigation bar", () => {
  const visitor = shareOnePage()

  for (const from of routes) {
    test(`from ${from.path}, every link leads to its page and marks it current`, async ({
      isMobile,
    }) => {
      const page = visitor()
      await gotoHydrated(page, from.path)
      for (const to of routes) {
        if (isMobile)
          await page.getByRole("button", { name: "Open menu" }).click()
        const nav = page.getByRole("navigation", { name: "Main" })
        await nav.getByRole("link", { name: to.label, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${to.path}$`))
        await expect(page).toHaveTitle(to.title)
        if (isMobile)
          await page.getByRole("button", { name: "Open menu" }).click()
        const current = page
          .getByRole("navigation", { name: "Main" })
          .locator('[aria-current="page"]')
        await expect(current).toHaveCount(1)
        await expect(current).toHaveText(to.label)
        if (isMobile)
          await page.getByRole("button", { name: "Close menu" }).click()
        if (to.path !== from.path) {
          // Back on the page the links start from, through the browser's history: how
          // visitors return, and quicker than loading the page afresh.
          await page.goBack()
          await page.waitForURL(url => url.pathname === from.path)
          await expect(page).toHaveTitle(from.title)
        }
      }
    })
  }

  test("stays at the top of the window after scrolling", async () => {
    const page = visitor()
    await gotoHydrated(page, "/tour/")
    const bar = page.getByRole("banner")
    await page.mouse.wheel(0, 1500)
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(0)
    const box = await bar.boundingBox()
    expect(box?.y).toBe(0)
    await expect(bar).toBeInViewport()
  })

  test("never hides a focused element under it", async () => {
    const page = visitor()
    await gotoHydrated(page, "/store/")
    // Walk backwards from the footer, so the page scrolls up under the bar.
    await page.keyboard.press("End")
    await page.getByRole("link", { name: /^YouTube/ }).focus()
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Shift+Tab")
      // Hidden under the bar: its top edge above the bar's bottom edge, unless it is part
      // of the bar or fixed on top of it (the skip link).
      const covered = await page.evaluate(() => {
        const element = document.activeElement
        const bar = document.querySelector("body header")
        if (
          !(element instanceof HTMLElement) ||
          !bar ||
          element === document.body
        ) {
          return null
        }
        if (
          bar.contains(element) ||
          getComputedStyle(element).position === "fixed"
        ) {
          return null
        }
        const barBottom = bar.getBoundingClientRect().bottom
        return element.getBoundingClientRect().top < barBottom - 1
          ? element.outerHTML
          : null
      })
      expect(covered).toBeNull()
    }
  })

  test("puts the skip link first in the tab order", async () => {
    const page = visitor()
    await gotoHydrated(page, "/music/")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/#content$/)
    await expect(page.locator("main")).toBeFocused()
  })
})
