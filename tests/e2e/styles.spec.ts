import {
  expect,
  FIXTURE_BUILT_AT,
  gotoHydrated,
  test,
  type Page,
} from "./fixtures"

/**
 * The site's styles (styled-components, src/styles/): every page is drawn by the styles
 * its server render wrote into its head, before any script, and a page the browser draws
 * itself on a client-side navigation looks the same as when it is loaded. The policy is
 * checked all along: the page fixture fails a test on any Content-Security-Policy
 * violation, and styled-components inserts the rules of each page it draws as it goes.
 * On a first visit styled-components takes the server's rules over as they are.
 */

/** Every page of the build, as its sitemap lists it, in both languages. */
const sitemapPaths = async (page: Page) => {
  const response = await page.request.get("/sitemap-0.xml")
  expect(response.ok()).toBe(true)
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(match => new URL(match[1] ?? "/").pathname)
    .sort()
  expect(paths.length).toBeGreaterThan(20)
  return paths
}

/**
 * What each element of the page looks like, in document order: the properties the site's
 * styles set, not those that follow the fonts (the web fonts switch on at a page's first
 * client-side navigation, and a grid's auto tracks are as wide as its words) or the
 * visitor's pointer.
 */
const lookOfPage = (page: Page) =>
  page.evaluate(async () => {
    // Once the transitions a navigation starts (the current link's colour) have ended.
    await Promise.all(
      document.getAnimations().map(animation => animation.finished),
    )
    const MARGINS = [
      "margin-top",
      "margin-right",
      "margin-bottom",
      "margin-left",
    ]
    const PROPERTIES = [
      "display",
      "position",
      "color",
      "background-color",
      "background-image",
      "font-size",
      "font-weight",
      "text-transform",
      "padding",
      "border",
      "border-radius",
      "gap",
      "flex-direction",
      "box-shadow",
      "z-index",
    ]
    return Array.from(
      document.querySelectorAll("header *, main, main *, footer *"),
    ).map(element => {
      const style = getComputedStyle(element)
      // Margins as the styles set them ("auto" stays "auto"). The resolved value of an
      // auto margin comes from layout, and after some client-side navigations Chromium
      // reports 0px for a box that its auto margins still centre on the screen.
      const computed = element.computedStyleMap()
      const margin = MARGINS.map(name => String(computed.get(name))).join(" ")
      return `${element.tagName.toLowerCase()} ${margin}|${PROPERTIES.map(name => style.getPropertyValue(name)).join("|")}`
    })
  })

/**
 * Controls that work only through React turn interactive one render after hydration
 * (useHydrated), the menu's toggle among them: a page is read after that.
 */
const gotoInteractive = async (page: Page, path: string) => {
  await gotoHydrated(page, path)
  await page
    .locator('header button[aria-haspopup="dialog"]')
    .waitFor({ state: "attached" })
}

/** Gatsby's client-side navigation, the one its Link runs on a click. */
const navigateInPage = async (page: Page, path: string) => {
  await page.evaluate(target => {
    const { ___navigate } = window as unknown as {
      ___navigate: (to: string) => void
    }
    ___navigate(target)
  }, path)
  await page.waitForURL(url => url.pathname === path)
  await expect(page.locator("main h1").first()).toBeVisible()
}

test.describe("the site's styles", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "how styles reach a page does not change with its size",
  )
  // In order in one worker: the first visits' looks are the client-side navigation's reference.
  test.describe.configure({ mode: "default" })
  const loadedLooks = new Map<string, string[]>()

  test("every page's head carries its server-rendered styles, before any script", async ({
    page,
  }) => {
    for (const path of await sitemapPaths(page)) {
      const html = await (await page.request.get(path)).text()
      const head = html.slice(0, html.indexOf("</head>"))
      expect(head, path).toMatch(/<style data-styled="[^"]*"[^>]*>[^<]+</)
      expect(head.indexOf("<style data-styled"), path).toBeLessThan(
        head.search(/<script[\s>]/) === -1
          ? Infinity
          : head.search(/<script[\s>]/),
      )
    }
  })

  test("a first visit's styles pass to styled-components whole: every served rule stays, none twice, none added, on every page", async ({
    page,
  }) => {
    test.setTimeout(240_000)
    // A rule added once the page is drawn makes the browser restyle the whole page. At the
    // build's moment: a show the visitor's clock has passed is drawn anew, as it must be.
    await page.clock.setFixedTime(FIXTURE_BUILT_AT)
    await page.addInitScript(() => {
      const inserted: string[] = []
      const insertRule = CSSStyleSheet.prototype.insertRule
      CSSStyleSheet.prototype.insertRule = function (rule, index) {
        inserted.push(rule)
        return insertRule.call(this, rule, index)
      }
      Object.assign(window, { insertedRules: inserted })
    })
    for (const path of await sitemapPaths(page)) {
      const html = await (await page.request.get(path)).text()
      // The markers the server sheet names each group's class names in.
      const servedNames = [
        ...html.matchAll(
          /data-styled\.g\d+\[id="[\w-]+"\]\{content:"([^"]*)"\}/g,
        ),
      ].flatMap(([, names = ""]) => names.split(",").filter(Boolean))
      expect(servedNames.length, path).toBeGreaterThan(0)
      await gotoInteractive(page, path)
      const rules = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLStyleElement>("style[data-styled]"),
        ).flatMap(style =>
          Array.from(style.sheet?.cssRules ?? []).map(rule => rule.cssText),
        ),
      )
      const text = rules.join("\n")
      // The global style names no class: its rules are the reset layer's.
      expect(text, path).toContain("@layer reset")
      expect(
        servedNames.filter(
          name => !name.startsWith("sc-global-") && !text.includes(`.${name}`),
        ),
        path,
      ).toEqual([])
      expect(
        rules.filter((rule, index) => rules.indexOf(rule) !== index),
        path,
      ).toEqual([])
      const served = [
        ...html.matchAll(/<style data-styled[^>]*>([^<]*)<\/style>/g),
      ]
        .map(([, css = ""]) => css)
        .join("")
      const inserted = await page.evaluate(
        () => (window as unknown as { insertedRules: string[] }).insertedRules,
      )
      expect(inserted.length, path).toBeGreaterThan(0)
      expect(
        inserted.filter(rule => !served.includes(rule)),
        path,
      ).toEqual([])
      loadedLooks.set(path, await lookOfPage(page))
    }
  })

  test("a page drawn on a client-side navigation looks as it does when loaded, on every page", async ({
    page,
  }) => {
    test.setTimeout(240_000)
    // At the build's moment: a page whose visitor's clock has passed a show or a release
    // day changes once its part that checks the clock has loaded, which a loaded page's
    // look, read once, could catch before or after.
    await page.clock.setFixedTime(FIXTURE_BUILT_AT)
    const paths = await sitemapPaths(page)
    for (const path of paths.filter(path => !loadedLooks.has(path))) {
      await gotoInteractive(page, path)
      loadedLooks.set(path, await lookOfPage(page))
    }
    // Each language's pages in turn from its home page, drawn by the browser (a visitor
    // changes language through the switch, which loads that language's words first).
    for (const home of ["/", "/es/"]) {
      await gotoHydrated(page, home)
      const inLanguage = paths.filter(path =>
        home === "/" ? !path.startsWith("/es/") : path.startsWith(home),
      )
      for (const path of inLanguage) {
        await navigateInPage(page, path)
        // Its static parts load their code first (src/components/ui/staticPart.tsx).
        await expect
          .poll(() => lookOfPage(page), { message: path })
          .toEqual(loadedLooks.get(path))
      }
    }
  })
})
