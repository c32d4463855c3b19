import { structuredData } from "../support/structuredData"
import { expect, gotoHydrated, test } from "./fixtures"

/**
 * The tour on the tests' variant data (the fixture data, built after its three shows:
 * BUILD_TIME=2026-09-01 in npm test). Tagged @variant: npm test runs the tests with that
 * tag, and only those, on the variant build.
 */
test.describe(
  "the tour page built after every show",
  { tag: "@variant" },
  () => {
    test("lists the shows as past, newest first, with no ticket control, and says how to hear about new dates", async ({
      page,
    }) => {
      await gotoHydrated(page, "/tour/")
      const upcoming = page.getByRole("region", { name: "Upcoming shows" })
      await expect(upcoming.getByRole("article")).toHaveCount(0)
      await expect(upcoming).toContainText("No upcoming shows right now.")
      await expect(
        upcoming.getByRole("link", { name: /^Instagram/ }),
      ).toHaveAttribute("href", "https://www.instagram.com/novareyesmusic")
      await expect(
        upcoming.getByRole("link", { name: "contact page" }),
      ).toHaveAttribute("href", "/contact/")
      const past = page.getByRole("region", { name: "Past shows" })
      const rows = past.getByRole("article")
      await expect(rows).toHaveCount(3)
      for (const [index, city] of [
        "Mexico City",
        "San Diego",
        "Los Angeles",
      ].entries()) {
        await expect(rows.nth(index)).toHaveAccessibleName(city)
        await expect(
          rows.nth(index).getByRole("link", { name: city }),
        ).toHaveAttribute("href", /^\/tour\/[a-z-]+\/$/)
      }
      await expect(page.getByRole("link", { name: /Tickets/ })).toHaveCount(0)
      await expect(page.getByRole("button", { name: /Tickets/ })).toHaveCount(0)
      // Past shows offer nothing to buy, so the page carries no event listing.
      const events = await structuredData(page, "MusicEvent")
      expect(events).toEqual([])
    })

    test("a past show's page says it is over and offers no tickets", async ({
      page,
    }) => {
      await gotoHydrated(page, "/tour/los-angeles/")
      const tickets = page.getByRole("region", { name: "Tickets" })
      await expect(tickets).toContainText("Show over")
      await expect(tickets.getByRole("link")).toHaveCount(0)
      const [event] = await structuredData(page, "MusicEvent")
      expect(event).toBeDefined()
      expect(event).not.toHaveProperty("offers")
    })
  },
)
