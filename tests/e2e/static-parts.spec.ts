import {
  expect,
  FIXTURE_BUILT_AT,
  gotoHydrated,
  routes,
  spanishRoutes,
  test,
  type Page,
} from "./fixtures"

/**
 * Static parts (src/components/ui/staticPart.tsx): what has nothing to do in the browser
 * keeps the server's HTML on a first visit, unhydrated and without its code, and is drawn
 * by the browser only when a client-side navigation brings it.
 */

type Marked = { serverNodes?: WeakSet<Element> }

/** Notes each static part's elements as the HTML parser made them, before any script. */
const markServerNodes = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const nodes = new WeakSet<Element>()
      document
        .querySelectorAll("[data-static-part] *")
        .forEach(node => nodes.add(node))
      ;(window as Marked).serverNodes = nodes
    })
  })

/** The scripts the page has requested so far, by path. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map(entry => entry as PerformanceResourceTiming)
      .filter(entry => entry.initiatorType === "script")
      .map(entry => new URL(entry.name).pathname),
  )

test.describe("a first visit hydrates only what is interactive", () => {
  for (const route of [...routes, ...spanishRoutes.slice(0, 2)]) {
    test(`${route.path} keeps its static parts as the server wrote them, and loads none of their code`, async ({
      page,
    }) => {
      await markServerNodes(page)
      // The visitor's clock at the build's moment, when every show is still ahead.
      await page.clock.setFixedTime(FIXTURE_BUILT_AT)
      await gotoHydrated(page, route.path)
      const parts = page.locator("[data-static-part]")
      expect(await parts.count()).toBeGreaterThan(0)
      for (const part of await parts.all()) {
        expect(
          await part.evaluate(element => {
            const nodes = [...element.querySelectorAll("*")]
            return (
              nodes.length > 0 &&
              nodes.every(
                node => (window as Marked).serverNodes?.has(node) === true,
              )
            )
          }),
        ).toBe(true)
      }
      for (const shown of route.shows)
        await expect(page.getByText(shown).first()).toBeVisible()
      const partsCode = (await scriptsLoaded(page)).filter(path =>
        path.startsWith("/part-"),
      )
      expect(partsCode).toEqual([])
    })
  }
})

test("a page reached by client-side navigation draws its static parts", async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, "/")
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click()
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "About", exact: true })
    .click()
  await expect(page).toHaveURL(/\/about\/$/)
  await expect(
    page.getByRole("heading", { level: 1, name: "About Nova" }),
  ).toBeVisible()
  await expect(
    page.getByRole("heading", { name: "Born between two cities" }),
  ).toBeVisible()
  await expect(
    page.getByRole("img", { name: /^Nova Reyes in silhouette/ }),
  ).toBeVisible()
  await expect(
    page.getByRole("link", { name: /Download Press Kit/ }),
  ).toBeVisible()
  expect(
    (await scriptsLoaded(page)).filter(path =>
      path.startsWith("/part-biography-"),
    ),
  ).toHaveLength(1)
})
