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
        .querySelectorAll("[data-static-part] *, [data-gatsby-head]")
        .forEach(node => nodes.add(node))
      ;(window as Marked).serverNodes = nodes
    })
  })

/**
 * Records the scripts the page requests, by path, from now on. (Not from the page's
 * resource timing: a test that fixes the visitor's clock gets an empty one.)
 */
const watchScripts = (page: Page) => {
  const paths: string[] = []
  page.on("request", request => {
    if (request.resourceType() === "script")
      paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/** Gatsby's app chunk, which carries the layout, as the browser asks for it. */
const APP_CHUNK = /\/app-[0-9a-f]+\.js$/

/** Follows one of the footer's page links and waits for that page's heading. */
const followFooterLink = async (
  page: Page,
  name: string,
  url: RegExp,
  heading: string,
) => {
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name, exact: true })
    .click()
  await expect(page).toHaveURL(url)
  await expect(
    page.getByRole("heading", { level: 1, name: heading }),
  ).toBeVisible()
}

test.describe("a first visit hydrates only what is interactive", () => {
  for (const route of [...routes, ...spanishRoutes.slice(0, 2)]) {
    test(`${route.path} keeps its static parts and its head as the server wrote them, and loads none of their code`, async ({
      page,
    }) => {
      await markServerNodes(page)
      const scripts = watchScripts(page)
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
      // The head too is the server's (src/components/seo/deferredHead.tsx): Gatsby's head
      // handler, which runs once the page has rendered, found it equal and left it.
      await page.evaluate(
        () =>
          new Promise(resolve =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          ),
      )
      const head = await page.evaluate(() =>
        [...document.querySelectorAll("[data-gatsby-head]")].map(node =>
          (window as Marked).serverNodes?.has(node),
        ),
      )
      expect(head.length).toBeGreaterThan(5)
      expect(head.every(Boolean)).toBe(true)
      await expect(page).toHaveTitle(route.title)
      expect(scripts.some(path => path.startsWith("/app-"))).toBe(true)
      const deferredCode = scripts.filter(
        path => path.startsWith("/part-") || path.startsWith("/head-"),
      )
      expect(deferredCode).toEqual([])
    })
  }
})

test("a page reached by client-side navigation draws its static parts and its head", async ({
  page,
  isMobile,
}) => {
  const scripts = watchScripts(page)
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
  await expect(page).toHaveTitle(/^About \| Nova Reyes$/)
  expect(
    scripts.filter(path => path.startsWith("/part-biography-")),
  ).toHaveLength(1)
  expect(scripts.filter(path => path.startsWith("/head-about-"))).toHaveLength(
    1,
  )
})

test("a click before the site's code has run is the browser's own: the link loads its page, without an error", async ({
  page,
}) => {
  // The app's chunk held back on this first visit only. The route stays for the whole
  // test: one that expires turns interception off, which can strand the next page's request.
  let release = () => {}
  const held = new Promise<void>(resolve => (release = resolve))
  let firstRequest = true
  const asked = page.waitForRequest(APP_CHUNK)
  await page.route(APP_CHUNK, async route => {
    if (!firstRequest) return route.continue()
    firstRequest = false
    await held
    // By now the click's navigation has cancelled this request.
    await route.continue().catch(() => undefined)
  })
  await page.goto("/")
  await asked
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")
  await followFooterLink(page, "About", /\/about\/$/, "About Nova")
  release()
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
})

test.describe("when the site's code cannot load", () => {
  test.use({ expectedConsoleErrors: /^Failed to load resource/ })

  test("the page stays whole as the server wrote it, and its links still lead to their pages", async ({
    page,
  }) => {
    await page.route(APP_CHUNK, route => route.abort())
    const failed = page.waitForEvent("requestfailed", request =>
      APP_CHUNK.test(request.url()),
    )
    await page.goto("/tour/")
    await failed
    await expect(
      page.getByRole("heading", { level: 1, name: "Tour" }),
    ).toBeVisible()
    await expect(page.getByRole("banner")).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")
    await followFooterLink(page, "Music", /\/music\/$/, "Music")
  })
})
