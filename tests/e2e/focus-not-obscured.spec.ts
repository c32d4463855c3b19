import {
  expect,
  everyPage,
  FIXTURE_BUILT_AT,
  gotoHydrated,
  shareOnePage,
  test,
  type Page,
} from "./fixtures"

// WCAG 2.2 2.4.11 Focus Not Obscured: wherever keyboard focus lands, the focused control
// is not hidden by the page's own content (the fixed header above all). Each page's every
// focus stop is walked with the keyboard, forward with Tab and back with Shift+Tab (going
// back, a stop enters at the top edge, under the header), at 375 px (the phone project,
// narrowed to the smallest phone the design serves) and 1280 px, and the element at the centre of each stop must be the focused one or
// inside it.
const PAGES = everyPage

const SMALL_PHONE = { width: 375, height: 667 }

/** Stops on any page; a walk longer than this has lost its way. */
const MAX_STOPS = 200

type Stop = { done: boolean; ok: boolean; what: string }

/**
 * Where focus is now: the end of the walk (back on the first stop, or off the page), or
 * whether the focused element is what shows at its centre.
 */
const inspectFocus = (page: Page, first: boolean) =>
  page.evaluate((isFirst): Stop => {
    const focused = document.activeElement
    if (!(focused instanceof HTMLElement) || focused === document.body)
      return { done: true, ok: true, what: "" }
    if (!isFirst && focused.dataset.focusWalk === "seen")
      return { done: true, ok: true, what: "" }
    focused.dataset.focusWalk = "seen"
    const box = focused.getBoundingClientRect()
    // A link that wraps onto two lines is two boxes: the centre of either will do.
    const hits = Array.from(focused.getClientRects(), part =>
      document.elementFromPoint(
        part.left + part.width / 2,
        part.top + part.height / 2,
      ),
    )
    const shows = (element: Element | null) =>
      element !== null && (element === focused || focused.contains(element))
    const hit = hits.find(shows) ?? hits[0] ?? null
    const label =
      focused.getAttribute("aria-label") ??
      focused.textContent?.trim().slice(0, 40) ??
      ""
    return {
      done: false,
      ok: shows(hit),
      what: `<${focused.tagName.toLowerCase()}> "${label}" at ${Math.round(box.top)} px${
        hit && hit !== focused && !focused.contains(hit)
          ? `, under <${hit.tagName.toLowerCase()}> "${(hit.textContent ?? "").trim().slice(0, 40)}"`
          : ""
      }`,
    }
  }, first)

const forgetWalk = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>(
      "[data-focus-walk]",
    ))
      delete element.dataset.focusWalk
  })

/** Walks every focus stop one way; returns the stops whose control was covered. */
const walk = async (page: Page, key: "Tab" | "Shift+Tab") => {
  await forgetWalk(page)
  const covered: string[] = []
  let stops = 0
  for (; stops < MAX_STOPS; stops += 1) {
    await page.keyboard.press(key)
    const stop = await inspectFocus(page, stops === 0)
    if (stop.done) break
    if (!stop.ok) covered.push(stop.what)
  }
  expect(stops, `${key} found the page's stops`).toBeGreaterThan(5)
  expect(stops, `${key} ended`).toBeLessThan(MAX_STOPS)
  return covered
}

test.describe("focus not obscured", () => {
  test.describe.configure({ timeout: 120_000 })
  const visitor = shareOnePage({ clock: FIXTURE_BUILT_AT })

  for (const path of PAGES) {
    test(`every focus stop on ${path} shows its control, forward and back`, async ({
      isMobile,
    }) => {
      const page = visitor()
      if (isMobile) await page.setViewportSize(SMALL_PHONE)
      await gotoHydrated(page, path)
      expect(await walk(page, "Tab"), "covered going forward").toEqual([])
      // From the end of the page, back to the top.
      await page.keyboard.press("End")
      expect(await walk(page, "Shift+Tab"), "covered going back").toEqual([])
    })
  }

  test("every stop in the open mobile menu shows its control, forward and back", async ({
    isMobile,
  }) => {
    test.skip(!isMobile, "the menu exists below 768 px")
    const page = visitor()
    await page.setViewportSize(SMALL_PHONE)
    await gotoHydrated(page, "/tour/")
    await page.getByRole("button", { name: "Open menu" }).click()
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
    // Once the drawer has slid in.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(animation => animation.playState !== "running"),
    )
    expect(await walk(page, "Tab"), "covered going forward").toEqual([])
    expect(await walk(page, "Shift+Tab"), "covered going back").toEqual([])
  })
})
