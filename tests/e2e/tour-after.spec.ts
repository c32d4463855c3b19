import { axeViolations } from "../support/axe"
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
    test("lists the shows of the last twelve months as past, newest first, with no ticket control, and says how to hear about new dates", async ({
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
      // The last twelve months, the latest first: the variant adds a cancelled show of 2025.
      const past = page.getByRole("region", { name: "Past shows" })
      const lines = past.getByRole("listitem")
      await expect(lines).toHaveCount(4)
      for (const [index, [city, slug, outcome]] of (
        [
          ["Mexico City", "mexico-city", "Show over"],
          ["San Diego", "san-diego", "Show over"],
          ["Los Angeles", "los-angeles", "Show over"],
          ["Oakland", "oakland-2025", "Cancelled"],
        ] as const
      ).entries()) {
        const line = lines.nth(index)
        await expect(line.getByRole("link")).toHaveText(city)
        await expect(line.getByRole("link")).toHaveAttribute(
          "href",
          `/tour/${slug}/`,
        )
        await expect(line).toContainText(outcome)
      }
      await expect(lines.first()).toContainText(
        "Saturday, July 11, 2026 Mexico City Teatro Metropólitan · CDMX, Mexico",
      )
      await expect(page.getByRole("link", { name: /Tickets/ })).toHaveCount(0)
      await expect(page.getByRole("button", { name: /Tickets/ })).toHaveCount(0)
      // Past shows offer nothing to buy, so the page carries no event listing.
      const events = await structuredData(page, "MusicEvent")
      expect(events).toEqual([])
    })

    test("in Spanish, the same shows of the last twelve months, in Spanish", async ({
      page,
    }) => {
      await gotoHydrated(page, "/es/tour/")
      const lines = page
        .getByRole("region", { name: "Conciertos anteriores" })
        .getByRole("listitem")
      await expect(lines).toHaveCount(4)
      await expect(lines.first()).toContainText(
        "sábado, 11 de julio de 2026 Ciudad de México Teatro Metropólitan · CDMX, México Concierto finalizado",
      )
      await expect(lines.last().getByRole("link")).toHaveAttribute(
        "href",
        "/es/tour/oakland-2025/",
      )
      await expect(lines.last()).toContainText("Cancelado")
      expect(await axeViolations(page)).toEqual([])
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
