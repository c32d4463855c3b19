import {
  acceptFormPosts,
  expect,
  FORMS_ORIGIN,
  gotoHydrated,
  routes,
  shareOnePage,
  test,
  type Page,
} from "./fixtures"

type Stop = { key: string; label: string; ring: boolean }

/** Tabs through the page until focus comes round to the first stop again. */
const tabThrough = async (page: Page) => {
  const stops: Stop[] = []
  for (let step = 0; step < 100; step += 1) {
    await page.keyboard.press("Tab")
    const stop = await page.evaluate((): Stop | null => {
      const element = document.activeElement
      if (!element || element === document.body) return null
      const style = getComputedStyle(element)
      return {
        key: element.outerHTML.slice(0, 300),
        label:
          element.getAttribute("aria-label") ??
          element.textContent?.trim() ??
          element.tagName,
        ring:
          style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
      }
    })
    if (!stop) continue
    if (stops[0]?.key === stop.key) break
    stops.push(stop)
  }
  return stops
}

test.describe("keyboard only", () => {
  // The contact form's posts go to the fixture's form service, stubbed by the test.
  test.use({ allowedOrigins: [FORMS_ORIGIN] })
  const visitor = shareOnePage()

  for (const route of routes) {
    test(`every control on ${route.path} can be reached with Tab and shows a focus ring`, async () => {
      const page = visitor()
      await gotoHydrated(page, route.path)
      const tabbable = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLElement>(
            // Out of the tab order on purpose: tabindex="-1" (a card's cover link).
            "a[href]:not([tabindex='-1']), button:not([disabled]):not([tabindex='-1']), input:not([tabindex='-1']), textarea, select, [tabindex]:not([tabindex='-1'])",
          ),
        )
          .filter(element => element.checkVisibility())
          .map(element => element.outerHTML.slice(0, 300)),
      )
      const reached = await tabThrough(page)
      const reachedKeys = reached.map(stop => stop.key)
      expect(tabbable.filter(key => !reachedKeys.includes(key))).toEqual([])
      expect(
        reached.filter(stop => !stop.ring).map(stop => stop.label),
      ).toEqual([])
    })
  }

  test("Enter follows a navigation link", async ({ page, isMobile }) => {
    test.skip(isMobile, "the inline links exist from 768 px")
    await gotoHydrated(page, "/")
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Tour" })
      .focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/tour\/$/)
  })

  test("Enter and Escape open and close the mobile menu", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the menu exists below 768 px")
    await gotoHydrated(page, "/")
    const toggle = page.getByRole("button", { name: "Open menu" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test("the contact form can be filled and sent from the keyboard", async ({
    page,
  }) => {
    await acceptFormPosts(page)
    await gotoHydrated(page, "/contact/")
    await page.getByLabel("Name", { exact: true }).focus()
    await page.keyboard.type("Ana")
    await page.keyboard.press("Tab")
    await page.keyboard.type("ana@example.com")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Hola, Nova")
    await page.keyboard.press("Tab")
    await expect(
      page.getByRole("button", { name: "Send Message" }),
    ).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("status")).toHaveText(
      "Message sent! We'll get back to you soon.",
    )
  })
})
