import {
  expect,
  everyPage,
  FIXTURE_BUILT_AT,
  gotoHydratedAt,
  shareOnePage,
  test,
  type Page,
} from "./fixtures"

/**
 * A browser whose Intl writes differently from the build's Node (another ICU or CLDR
 * version: an older Safari, a phone's browser): every method of every Intl object, and
 * every `toLocale…` and `localeCompare`, writes its text between ‹ › and is noted in
 * `window.intlCalls`. Set before the page's first script, so hydration meets it. The
 * constructors stay (Playwright's clock wraps Intl.DateTimeFormat): their prototypes
 * change, so every formatter made from them, before or after, writes differently.
 */
const differentIntl = () => {
  const calls: string[] = []
  Object.assign(window, { intlCalls: calls })
  const differently = (value: unknown) =>
    typeof value === "string" ? `‹${value}›` : value
  const noted = (name: string, method: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]) {
      calls.push(name)
      return differently(method.apply(this, args))
    }
  const intl = Intl as unknown as Record<string, { prototype: object }>
  for (const kind of Object.getOwnPropertyNames(Intl)) {
    const prototype = intl[kind]?.prototype
    if (!prototype) continue
    for (const key of Object.getOwnPropertyNames(prototype)) {
      if (key === "constructor") continue
      const member = Object.getOwnPropertyDescriptor(prototype, key)
      const name = `Intl.${kind}.${key}`
      if (typeof member?.value === "function") {
        Object.defineProperty(prototype, key, {
          ...member,
          value: noted(name, member.value),
        })
      } else if (member?.get) {
        // `format` and `compare` are getters that hand out a bound function.
        const get = member.get
        Object.defineProperty(prototype, key, {
          ...member,
          get(this: object) {
            const bound: unknown = get.call(this)
            return typeof bound === "function"
              ? noted(name, bound as (...args: unknown[]) => unknown)
              : bound
          },
        })
      }
    }
  }
  const methods: Array<[object, string]> = [
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString"],
    [Number.prototype, "toLocaleString"],
    [Array.prototype, "toLocaleString"],
    [String.prototype, "localeCompare"],
  ]
  for (const [prototype, name] of methods) {
    const owner = prototype as Record<string, (...args: unknown[]) => unknown>
    const original = owner[name]
    if (original) owner[name] = noted(name, original)
  }
}

/**
 * The text of the page's header, main and footer, and its Head's title, description and
 * structured data: as the server sent them, and as the page shows them now.
 */
const servedAndShown = (page: Page) =>
  page.evaluate(async () => {
    const read = (document: Document) => ({
      header: document.querySelector("header")?.textContent ?? null,
      main: document.querySelector("main")?.textContent ?? null,
      footer: document.querySelector("footer")?.textContent ?? null,
      title: document.title,
      description:
        document
          .querySelector('meta[name="description"]')
          ?.getAttribute("content") ?? null,
      structuredData: Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
        script => script.textContent,
      ),
    })
    const html = await (await fetch(location.href)).text()
    const served = new DOMParser().parseFromString(html, "text/html")
    return { served: read(served), shown: read(document) }
  })

test.describe("dates, times, prices and lists as the build wrote them", () => {
  // The words do not depend on the screen: one project reads them.
  test.skip(({ isMobile }) => isMobile, "the same words at every size")
  const visitor = shareOnePage()
  test.beforeAll(async () => visitor().addInitScript(differentIntl))

  test("the stand-in Intl writes differently, so a page that formatted again would show it", async () => {
    const page = visitor()
    await page.goto("/privacy/")
    expect(
      await page.evaluate(() => new Intl.NumberFormat("en-US").format(35)),
    ).toBe("‹35›")
    expect(await page.evaluate(() => "a".localeCompare("b"))).toBe(-1)
  })

  for (const path of everyPage) {
    test(`${path} hydrates to the build's text without calling Intl, in a browser whose Intl writes differently`, async () => {
      const page = visitor()
      // At the build's own moment, so nothing that depends on the clock changes either.
      await gotoHydratedAt(page, FIXTURE_BUILT_AT, path)
      const { served, shown } = await servedAndShown(page)
      expect(shown).toEqual(served)
      expect(shown.main).not.toContain("‹")
      expect(
        await page.evaluate(
          () => (window as unknown as { intlCalls: string[] }).intlCalls,
        ),
      ).toEqual([])
    })
  }
})
