import {
  expect,
  everyPage,
  gotoHydrated,
  shareOnePage,
  test,
  type Page,
} from "./fixtures"

// WCAG 2.2 1.4.10 Reflow: at 320 CSS px wide (1280 px at 400 % zoom) every page reads
// without scrolling sideways, and so it does at the widths between. 1.4.12 Text Spacing:
// with the criterion's spacing forced on every element (line height 1.5, paragraphs 2 em
// apart, letters 0.12 em, words 0.16 em), no text is cut off and nothing scrolls
// sideways, at the same widths.

const NARROWEST = { width: 320, height: 640 }

/**
 * The narrowest phone; 768 px, where the header's row of links begins and a tablet's
 * three cards are narrowest; 900 and 1100 px, the row's tightest; the desktop.
 */
const WIDTHS = [320, 768, 900, 1100, 1280]

/** How far the page scrolls sideways, in CSS px (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      document.documentElement.clientWidth,
  )

/** The criterion's spacing, on every element. The page's policy blocks a style sheet. */
const forceTextSpacing = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      element.style.setProperty("line-height", "1.5", "important")
      element.style.setProperty("letter-spacing", "0.12em", "important")
      element.style.setProperty("word-spacing", "0.16em", "important")
      if (element.tagName === "P")
        element.style.setProperty("margin-bottom", "2em", "important")
    }
  })

/**
 * Text cut off: words drawn outside a box that hides what overflows it (decorations that
 * overflow, such as the hero's glow, are not text). Boxes hidden on purpose (visually
 * hidden labels, one pixel wide; the bot trap moved off the screen) are not content a
 * reader loses.
 */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const hides = (overflow: string) =>
      overflow === "hidden" || overflow === "clip"
    const cut: string[] = []
    for (const box of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(box)
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue
      if (box.clientWidth <= 1 || box.clientHeight <= 1) continue
      const edges = box.getBoundingClientRect()
      const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent?.trim()) continue
        // Visually hidden words ("opens in a new tab") sit in a one-pixel box on purpose.
        const holder = text.parentElement?.getBoundingClientRect()
        if (holder && holder.width <= 1 && holder.height <= 1) continue
        const range = document.createRange()
        range.selectNodeContents(text)
        const outside = Array.from(range.getClientRects()).some(
          part =>
            part.width > 0 &&
            ((hides(style.overflowX) &&
              (part.left < edges.left - 1 || part.right > edges.right + 1)) ||
              (hides(style.overflowY) &&
                (part.top < edges.top - 1 || part.bottom > edges.bottom + 1))),
        )
        // Drawn off the screen on purpose (the sign-up's trap for bots), not cut.
        const offScreen = Array.from(range.getClientRects()).every(
          part => part.right < 0,
        )
        if (outside && !offScreen)
          cut.push(
            `"${text.textContent.trim().slice(0, 40)}" outside <${box.tagName.toLowerCase()} class="${box.className}">`,
          )
      }
    }
    return cut
  })

test.describe("reflow and text spacing", () => {
  // Both checks set their own widths: one project runs them.
  test.skip(({ isMobile }) => isMobile, "the widths are set here")
  const visitor = shareOnePage()

  for (const path of everyPage) {
    test(`${path} reads from 320 px up without scrolling sideways, and keeps its text with wider spacing`, async () => {
      const page = visitor()
      await page.setViewportSize(NARROWEST)
      await gotoHydrated(page, path)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        expect(
          await sidewaysScroll(page),
          `sideways scroll at ${width} px`,
        ).toBe(0)
      }
      await forceTextSpacing(page)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        expect(
          await sidewaysScroll(page),
          `sideways scroll at ${width} px with the spacing`,
        ).toBe(0)
        expect(await clippedText(page), `text cut off at ${width} px`).toEqual(
          [],
        )
      }
    })
  }

  test("the open menu reads at 320 px without scrolling sideways, with wider spacing too", async () => {
    const page = visitor()
    await page.setViewportSize(NARROWEST)
    await gotoHydrated(page, "/es/")
    await page.getByRole("button", { name: /menú/i }).click()
    const menu = page.getByRole("dialog")
    await expect(menu).toBeVisible()
    expect(await sidewaysScroll(page)).toBe(0)
    await forceTextSpacing(page)
    expect(await sidewaysScroll(page)).toBe(0)
    expect(await clippedText(page)).toEqual([])
  })
})
