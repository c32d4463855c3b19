import { expect, gotoHydrated, test, type Page } from "./fixtures"

const open = async (page: Page) => {
  await gotoHydrated(page, "/music/")
  const card = page.getByRole("article", { name: "Luz de Neón" })
  const play = card.getByRole("button", { name: "Play Luz de Neón" })
  const popover = card.getByRole("group", { name: "Where to play Luz de Neón" })
  return { card, play, popover }
}

test.describe("a release's play popover", () => {
  test("opens on hover and stays open while the pointer travels onto it", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "a phone has no hover")
    const { card, play, popover } = await open(page)
    // The play icon shows only while the card is hovered (or focused).
    await page.getByRole("heading", { level: 1 }).hover()
    await expect(play).toHaveCSS("opacity", "0")
    await card.hover()
    await expect(play).toHaveCSS("opacity", "1")
    await expect(popover).toBeHidden()
    await play.hover()
    await expect(popover).toBeVisible()
    await expect(play).toHaveAttribute("aria-expanded", "true")

    // Travel in small steps from the icon's centre to the first link.
    const from = await play.boundingBox()
    const to = await popover.getByRole("link").first().boundingBox()
    if (!from || !to) throw new Error("play control not laid out")
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, {
      steps: 12,
    })
    await expect(popover).toBeVisible()
  })

  test("closes when the pointer leaves the card", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "a phone has no hover")
    const { play, popover } = await open(page)
    await play.hover()
    await expect(popover).toBeVisible()
    await page.getByRole("heading", { level: 1 }).hover()
    await expect(popover).toBeHidden()
  })

  test("opens on click or tap, and a second press closes it", async ({
    page,
    isMobile,
  }) => {
    const { play, popover } = await open(page)
    if (isMobile) await play.tap()
    else await play.click()
    await expect(popover).toBeVisible()
    if (isMobile) await play.tap()
    else await play.click()
    await expect(popover).toBeHidden()
  })

  test("opens with Enter or Space and closes on Escape, keeping focus on the icon", async ({
    page,
  }) => {
    const { play, popover } = await open(page)
    await play.focus()
    await page.keyboard.press("Enter")
    await expect(popover).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(popover).toBeHidden()
    await expect(play).toBeFocused()
    await page.keyboard.press("Space")
    await expect(popover).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(popover.getByRole("link").first()).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(popover).toBeHidden()
    await expect(play).toBeFocused()
  })

  test("closes when focus leaves it", async ({ page }) => {
    const { play, popover } = await open(page)
    await play.focus()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(popover).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(popover).toBeHidden()
  })

  test("links to both services in new tabs, without opener or referrer", async ({
    page,
  }) => {
    const { play, popover } = await open(page)
    await play.click()
    const spotify = popover.getByRole("link", {
      name: "Play on Spotify (opens in a new tab)",
    })
    const apple = popover.getByRole("link", {
      name: "Play on Apple Music (opens in a new tab)",
    })
    await expect(spotify).toHaveAttribute(
      "href",
      /^https:\/\/open\.spotify\.com\//,
    )
    await expect(apple).toHaveAttribute(
      "href",
      /^https:\/\/music\.apple\.com\//,
    )
    for (const link of [spotify, apple]) {
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })

  test("is absent from the coming-soon release, whose only link is its title's, to its page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/music/")
    const card = page.getByRole("article", { name: "Fuego Lento" })
    await expect(card.getByText("Coming Soon")).toBeVisible()
    await expect(card.getByRole("button")).toHaveCount(0)
    await expect(card.getByRole("link")).toHaveCount(1)
    await expect(
      card.getByRole("link", { name: "Fuego Lento" }),
    ).toHaveAttribute("href", "/music/fuego-lento/")
    await expect(card.getByRole("img")).toHaveCount(0)
  })
})
