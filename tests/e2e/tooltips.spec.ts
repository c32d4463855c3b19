import { expect, gotoHydrated, test } from "./fixtures"

test.describe("tooltips on icon-only controls", () => {
  test.skip(({ isMobile }) => isMobile, "tooltips follow a hovering pointer")

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-22T20:00:00Z") })
    await gotoHydrated(page, "/")
    await page.clock.pauseAt(new Date("2026-11-22T20:01:00Z"))
  })

  test("none opens before about 700 ms of hover", async ({ page }) => {
    const tooltip = page.getByRole("tooltip")
    await page.getByRole("link", { name: /^Spotify/ }).hover()
    await page.clock.runFor(650)
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(100)
    await expect(tooltip).toHaveText("Spotify")
  })

  test("the next one opens at once within 300 ms, and waits again after", async ({
    page,
  }) => {
    const tooltip = page.getByRole("tooltip")
    await page.getByRole("link", { name: /^Spotify/ }).hover()
    await page.clock.runFor(750)
    await expect(tooltip).toHaveText("Spotify")

    await page.getByRole("link", { name: /^Apple Music/ }).hover()
    await expect(tooltip).toHaveText("Apple Music")

    await page.getByRole("heading", { level: 1 }).hover()
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(400)
    await page.getByRole("link", { name: /^Instagram/ }).hover()
    await page.clock.runFor(100)
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(650)
    await expect(tooltip).toHaveText("Instagram")
  })

  test("closes on Escape", async ({ page }) => {
    const tooltip = page.getByRole("tooltip")
    await page.getByRole("link", { name: /^YouTube/ }).hover()
    await page.clock.runFor(750)
    await expect(tooltip).toHaveText("YouTube")
    await page.getByRole("link", { name: /^YouTube/ }).focus()
    await page.keyboard.press("Escape")
    await expect(tooltip).toHaveCount(0)
  })
})
