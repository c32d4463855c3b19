import { layoutShifts } from "../support/layoutShifts"
import { structuredData } from "../support/structuredData"
import { expect, gotoHydratedAt, test, type Page } from "./fixtures"

/**
 * Release day on the tests' variant data: built on 2026-09-01 (BUILD_TIME in npm test),
 * with the EP Corazón Eléctrico, links and all, out on Friday 2026-09-04. Tagged
 * @variant: npm test runs these on the variant build only.
 */
const PAGE = "/music/corazon-electrico/"
const BEFORE_THE_DAY = new Date("2026-09-03T12:00:00Z")
const ON_THE_DAY = new Date("2026-09-04T12:00:00Z")

const openAt = async (page: Page, time: Date, route: string) => {
  // A slow phone's CPU: React takes the page over well after its first paint, so a
  // switch that moved anything would be seen moving.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await gotoHydratedAt(page, time, route)
}

test.describe(
  "a release coming out between two builds",
  { tag: "@variant" },
  () => {
    test("is built as coming: the day it comes out, the pre-save link, no services", async ({
      request,
    }) => {
      const html = await (await request.get(PAGE)).text()
      expect(html).toContain('data-release-state="coming"')
      // The page's words without their tags (the day is a <time>).
      expect(html.replace(/<[^>]+>/g, "")).toContain(
        "Out Friday, September 4, 2026",
      )
      const music = await (await request.get("/music/")).text()
      expect(music).toMatch(
        /id="release-corazon-electrico"[^>]*data-release-state="coming"/,
      )
    })

    test("stays coming under the visitor's clock the day before", async ({
      page,
    }) => {
      await openAt(page, BEFORE_THE_DAY, PAGE)
      const main = page.getByRole("main")
      await expect(main).toContainText("Out Friday, September 4, 2026")
      await expect(
        main.getByRole("link", { name: /^Pre-save/ }),
      ).toHaveAttribute("href", "https://novareyes.lnk.to/corazonelectrico")
      await expect(main.getByRole("link", { name: /^Listen on/ })).toHaveCount(
        0,
      )
      // Built as coming, it is described without its services.
      const [album] = await structuredData(page, "MusicAlbum")
      expect(album).not.toHaveProperty("sameAs")
    })

    test("comes out on its day under the visitor's clock, and nothing on its page moves", async ({
      page,
    }) => {
      await openAt(page, ON_THE_DAY, PAGE)
      const main = page.getByRole("main")
      await expect(main.locator("[data-release-state]")).toHaveAttribute(
        "data-release-state",
        "out",
      )
      const listen = page.getByRole("region", { name: "Listen" })
      await expect(listen).toContainText("Released Friday, September 4, 2026")
      await expect(
        listen.getByRole("link", {
          name: "Listen on Spotify (opens in a new tab)",
        }),
      ).toBeVisible()
      await expect(main.getByRole("link", { name: /^Pre-save/ })).toHaveCount(0)
      await expect(main.getByText("Out Friday, September 4, 2026")).toBeHidden()
      expect(await layoutShifts(page)).toEqual([])
    })

    test("its card on /music/ offers to play it on its day, and nothing moves", async ({
      page,
    }) => {
      await openAt(page, ON_THE_DAY, "/music/")
      const card = page.getByRole("article", { name: "Corazón Eléctrico" })
      await expect(card).toHaveAttribute("data-release-state", "out")
      await expect(card.getByText("Coming Soon")).toHaveCount(0)
      await expect(
        card.getByRole("button", { name: "Play Corazón Eléctrico" }),
      ).toBeAttached()
      expect(await layoutShifts(page)).toEqual([])
    })
  },
)

test.describe(
  "release day where the visitor is, west of UTC",
  { tag: "@variant" },
  () => {
    test.use({ timezoneId: "America/Los_Angeles" })

    test("comes at midnight in Los Angeles, not at midnight UTC", async ({
      page,
    }) => {
      // 05:00 UTC on the day is still 22:00 the evening before in Los Angeles.
      await openAt(page, new Date("2026-09-04T05:00:00Z"), PAGE)
      const state = page.getByRole("main").locator("[data-release-state]")
      await expect(state).toHaveAttribute("data-release-state", "coming")
      await expect(
        page.getByText("Out Friday, September 4, 2026"),
      ).toBeVisible()
      // 08:00 UTC is 01:00 on the day there.
      await openAt(page, new Date("2026-09-04T08:00:00Z"), PAGE)
      await expect(state).toHaveAttribute("data-release-state", "out")
    })
  },
)
