import { expect, gotoHydrated, routes, test } from "./fixtures"

/**
 * A walk through every (from, to) pair of routes, each pair once, by following the bar's
 * links: an Eulerian circuit of the complete graph on the routes, self-loops included
 * (every route has as many links in as out, so one exists; Hierholzer's method finds it).
 * 49 clicks instead of 49 clicks and 42 steps back to the page the links start from.
 */
const everyPairOnce = <Route>(nodes: readonly Route[]): [Route, Route][] => {
  const indices = nodes.map((_node, index) => index)
  // For each route, the routes its links still have to be followed to.
  const unused = indices.map(() => [...indices].reverse())
  const stack = [0]
  const circuit: number[] = []
  for (let at = stack.at(-1); at !== undefined; at = stack.at(-1)) {
    const next = unused[at]?.pop()
    if (next === undefined) {
      circuit.unshift(at)
      stack.pop()
    } else {
      stack.push(next)
    }
  }
  const route = (index: number | undefined) => {
    const found = index === undefined ? undefined : nodes[index]
    if (found === undefined) throw new Error(`no route ${index}`)
    return found
  }
  return circuit.slice(1).map((to, step) => [route(circuit[step]), route(to)])
}

/** Every (from, to) pair of routes once, in the order a visitor clicking through would go. */
const walk = everyPairOnce(routes)
if (
  new Set(walk.map(([from, to]) => `${from.path} ${to.path}`)).size !==
  routes.length ** 2
) {
  throw new Error("the walk misses a pair of routes")
}
/** The walk in legs of seven clicks, one test each, so each test stays short. */
const LEG = 7
const legs = Array.from({ length: walk.length / LEG }, (_leg, index) =>
  walk.slice(index * LEG, (index + 1) * LEG),
)

test.describe("the navigation bar", () => {
  for (const [index, leg] of legs.entries()) {
    const start = leg[0]?.[0]
    if (!start) continue
    test(`every link leads to its page and marks it current: clicks ${index * LEG + 1}–${(index + 1) * LEG} of ${walk.length}, from ${start.path}`, async ({
      page,
      isMobile,
    }) => {
      await gotoHydrated(page, start.path)
      let steppedBack = false
      for (const [from, to] of leg) {
        const step = `the ${to.label} link on ${from.path}`
        if (isMobile)
          await page.getByRole("button", { name: "Open menu" }).click()
        const nav = page.getByRole("navigation", { name: "Main" })
        await nav.getByRole("link", { name: to.label, exact: true }).click()
        await expect(page, step).toHaveURL(new RegExp(`${to.path}$`))
        await expect(page, step).toHaveTitle(to.title)
        if (isMobile)
          await page.getByRole("button", { name: "Open menu" }).click()
        const current = page
          .getByRole("navigation", { name: "Main" })
          .locator('[aria-current="page"]')
        await expect(current, step).toHaveCount(1)
        await expect(current, step).toHaveText(to.label)
        if (isMobile)
          await page.getByRole("button", { name: "Close menu" }).click()
        if (from.path !== to.path && !steppedBack) {
          // Once in each leg: the browser's Back and Forward buttons return to the page
          // the link left and to the one it led to.
          steppedBack = true
          await page.goBack()
          await page.waitForURL(url => url.pathname === from.path)
          await expect(page, `Back after ${step}`).toHaveTitle(from.title)
          await page.goForward()
          await page.waitForURL(url => url.pathname === to.path)
          await expect(page, `Forward after ${step}`).toHaveTitle(to.title)
        }
      }
    })
  }

  test("stays at the top of the window after scrolling", async ({ page }) => {
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

  test("never hides a focused element under it", async ({ page }) => {
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

  test("puts the skip link first in the tab order", async ({ page }) => {
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
