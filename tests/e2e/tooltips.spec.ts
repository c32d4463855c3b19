import { expect, gotoHydrated, test } from "./fixtures"

test.describe("tooltips on icon-only controls", () => {
  test.skip(({ isMobile }) => isMobile, "tooltips follow a hovering pointer")

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-22T20:00:00Z") })
    await gotoHydrated(page, "/")
    await page.clock.pauseAt(new Date("2026-11-22T20:01:00Z"))
  })

  test("stays open while the pointer moves onto it", async ({ page }) => {
    const tooltip = page.getByRole("tooltip")
    const link = page.getByRole("link", { name: /^Instagram/ })
    await link.hover()
    await page.clock.runFor(750)
    await expect(tooltip).toHaveText("Instagram")
    const from = await link.boundingBox()
    const to = await tooltip.boundingBox()
    if (!from || !to) throw new Error("tooltip not laid out")
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, {
      steps: 10,
    })
    await expect(tooltip).toHaveText("Instagram")
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
    await page.clock.runFor(250)
    await page.getByRole("link", { name: /^Spotify/ }).hover()
    await expect(tooltip).toHaveText("Spotify")

    await page.getByRole("heading", { level: 1 }).hover()
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(400)
    await page.getByRole("link", { name: /^Instagram/ }).hover()
    await page.clock.runFor(100)
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(650)
    await expect(tooltip).toHaveText("Instagram")
  })

  test("closes on Escape, wherever focus is", async ({ page }) => {
    const tooltip = page.getByRole("tooltip")
    await page.getByRole("link", { name: /^YouTube/ }).hover()
    await page.clock.runFor(750)
    await expect(tooltip).toHaveText("YouTube")
    await page.keyboard.press("Escape")
    await expect(tooltip).toHaveCount(0)
  })
})
