import {
  expect,
  everyPage,
  FIXTURE_BUILT_AT,
  shareOnePage,
  test,
  type Page,
} from "./fixtures"

// WCAG 2.2 3.2.6 Consistent Help: the ways to reach the artist's team that several pages
// offer come in the same order on each of them. Here they are the header's Contact link,
// the footer's Contact link, the press address (on the pages that show it) and the
// footer's privacy page (which names the press address for questions).
const PAGES = everyPage

/** Each way to reach the team on the page, in the order the page reads. */
const helpOnPage = (page: Page) =>
  page.evaluate(() => {
    const kindOf = (link: HTMLAnchorElement) => {
      const path = new URL(link.href, location.href).pathname
      const place = link.closest("header")
        ? "header"
        : link.closest("footer")
          ? "footer"
          : "main"
      if (link.protocol === "mailto:") return "press address"
      if (/^(\/es)?\/contact\/$/.test(path)) return `${place} contact`
      // The footer's own link; the one beside a sign-up button belongs to that form.
      if (
        /^(\/es)?\/privacy\/$/.test(path) &&
        place === "footer" &&
        !link.closest("form")
      )
        return "footer privacy"
      return null
    }
    const kinds = Array.from(document.querySelectorAll("a[href]"))
      .filter((link): link is HTMLAnchorElement => {
        if (!(link instanceof HTMLAnchorElement)) return false
        const style = getComputedStyle(link)
        return style.visibility !== "hidden" && style.display !== "none"
      })
      .map(kindOf)
      .filter((kind): kind is string => kind !== null)
    // A way offered twice in a row (two press links in one card) is one place.
    return kinds.filter((kind, index) => kind !== kinds[index - 1])
  })

test.describe("consistent help", () => {
  const visitor = shareOnePage({ clock: FIXTURE_BUILT_AT })

  test("every page offers the ways to reach the team in the same order", async () => {
    const page = visitor()
    const found = new Map<string, string[]>()
    for (const path of PAGES) {
      await page.goto(path)
      found.set(path, await helpOnPage(page))
    }
    // Every page has the footer's Contact link and privacy page, in that order.
    for (const [path, kinds] of found) {
      expect(kinds, path).toContain("footer contact")
      expect(kinds.indexOf("footer contact"), path).toBeLessThan(
        kinds.indexOf("footer privacy"),
      )
    }
    // The order of the ways any two pages share is the same on both.
    const order = (kinds: string[], shared: Set<string>) =>
      kinds.filter(kind => shared.has(kind)).join(" → ")
    const entries = [...found]
    for (const [path, kinds] of entries) {
      for (const [otherPath, otherKinds] of entries) {
        const shared = new Set(kinds.filter(kind => otherKinds.includes(kind)))
        expect(order(kinds, shared), `${path} against ${otherPath}`).toBe(
          order(otherKinds, shared),
        )
      }
    }
    // The header carries its Contact link where the menu bar shows (not inside the
    // phone's closed menu), and the contact page shows the press address in between.
    expect(found.get("/contact/")).toContain("press address")
  })
})
