import { expect, gotoHydrated, test, type Page } from "./fixtures"

test.describe("the mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu exists below 768 px")

  const openMenu = async (page: Page) => {
    await gotoHydrated(page, "/tour/")
    const toggle = page.getByRole("button", { name: "Open menu" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.click()
    const menu = page.getByRole("dialog", { name: "Menu" })
    await expect(menu).toBeVisible()
    return { toggle, menu }
  }

  test("hides the inline links and opens a drawer with all seven", async ({
    page,
  }) => {
    const { menu } = await openMenu(page)
    await expect(
      menu.getByRole("navigation", { name: "Main" }).getByRole("link"),
    ).toHaveCount(7)
    // Besides the pages, only the language switch.
    await expect(menu.getByRole("link")).toHaveCount(8)
    await expect(
      menu.getByRole("link", { name: "Leer esta página en español" }),
    ).toHaveAttribute("href", "/es/tour/")
    await expect(menu.getByRole("link", { name: "Tour" })).toHaveAttribute(
      "aria-current",
      "page",
    )
  })

  test("appears without sliding when the visitor asks for reduced motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    const { menu } = await openMenu(page)
    const seconds = await menu.evaluate(node =>
      parseFloat(getComputedStyle(node).animationDuration),
    )
    expect(seconds).toBeLessThan(0.001)
  })

  test("closes with its button and gives focus back to the toggle", async ({
    page,
  }) => {
    const { toggle, menu } = await openMenu(page)
    await menu.getByRole("button", { name: "Close menu" }).click()
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  test("closes on Escape", async ({ page }) => {
    const { toggle, menu } = await openMenu(page)
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test("closes when the overlay is tapped", async ({ page }) => {
    const { toggle, menu } = await openMenu(page)
    await page.touchscreen.tap(20, 400)
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test("closes after a link is chosen, on the new page", async ({ page }) => {
    const { menu } = await openMenu(page)
    await menu.getByRole("link", { name: "Store" }).click()
    await expect(page).toHaveURL(/\/store\/$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused()
  })

  test("keeps focus inside while open", async ({ page }) => {
    const { menu } = await openMenu(page)
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press("Tab")
      expect(
        await menu.evaluate(node => node.contains(document.activeElement)),
      ).toBe(true)
    }
  })

  test("keeps the page behind from scrolling while open", async ({ page }) => {
    const { menu } = await openMenu(page)
    await page.mouse.move(20, 600)
    await page.mouse.wheel(0, 800)
    await expect(menu).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // The same gesture scrolls the page once the menu is closed.
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await page.mouse.move(20, 600)
    await page.mouse.wheel(0, 800)
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(0)
  })
})

test.describe("the mobile menu before the page is hydrated", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu exists below 768 px")
  test.use({ javaScriptEnabled: false })

  test("leads to the list of every page, below the fixed header", async ({
    page,
  }) => {
    await page.goto("/tour/")
    await page.getByRole("link", { name: "Open menu" }).click()
    await expect(page).toHaveURL(/\/tour\/#site-pages$/)
    const pages = page.getByRole("navigation", { name: "Pages" })
    await expect(pages.getByRole("link")).toHaveCount(7)
    await expect(pages.getByRole("link", { name: "Tour" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    const header = await page.getByRole("banner").boundingBox()
    const list = await pages.boundingBox()
    expect(list?.y).toBeGreaterThanOrEqual(
      (header?.y ?? 0) + (header?.height ?? 0),
    )
    await expect(pages.getByRole("link", { name: "Home" })).toBeInViewport()
  })
})
