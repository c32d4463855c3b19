import { axeViolations } from "../support/axe"
import { expect, gotoHydrated, test } from "./fixtures"

const SITE = "https://novareyes.example"

test("before any show is over, the tour has no years' pages", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, "/tour/")
  await expect(
    page.getByRole("navigation", { name: "Shows by year" }),
  ).toHaveCount(0)
  expect((await request.get("/tour/2026/")).status()).toBe(404)
})

/**
 * The tests' variant data adds shows of 2024 and 2025 to the fixture's three of 2026, and
 * is built after all of them (BUILD_TIME=2026-09-01 in npm test). Tagged @variant.
 */
test.describe("the tour's years", { tag: "@variant" }, () => {
  test("the tour keeps the last twelve months and links a page for each year, the latest first", async ({
    page,
  }) => {
    await gotoHydrated(page, "/tour/")
    const past = page.getByRole("region", { name: "Past shows" })
    await expect(past.getByRole("listitem")).toHaveCount(4)
    await expect(past.getByRole("link", { name: "Oakland" })).toBeVisible()
    // Over more than a year before the build: only on its year's page.
    await expect(page.getByText("Guadalajara")).toHaveCount(0)
    await expect(page.getByText("Tijuana")).toHaveCount(0)
    const years = page.getByRole("navigation", { name: "Shows by year" })
    await expect(years.getByRole("link")).toHaveText(["2026", "2025", "2024"])
    await years.getByRole("link", { name: "2025" }).click()
    await expect(page).toHaveURL(/\/tour\/2025\/$/)
    await expect(page).toHaveTitle("Tour 2025 | Nova Reyes")
    await expect(
      page.getByRole("heading", { level: 1, name: "Shows in 2025" }),
    ).toBeVisible()
  })

  test("a year's page lists its shows, the latest first, each linking to its own page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/tour/2025/")
    await expect(page.locator("main")).toContainText(
      "2 shows in 2025, the latest first.",
    )
    const rows = page.locator("main").getByRole("article")
    await expect(rows).toHaveCount(2)
    for (const [index, [city, slug]] of (
      [
        ["Oakland", "oakland-2025"],
        ["Guadalajara", "guadalajara-2025"],
      ] as const
    ).entries()) {
      await expect(rows.nth(index)).toHaveAccessibleName(city)
      await expect(
        rows.nth(index).getByRole("link", { name: city }),
      ).toHaveAttribute("href", `/tour/${slug}/`)
    }
    const years = page.getByRole("navigation", { name: "Shows by year" })
    await expect(years.getByRole("link", { name: "2025" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    await expect(page.getByRole("link", { name: /Tickets/ })).toHaveCount(0)
    // A year's page is in the tour's section: the site's page links say so.
    await expect(
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Tour", exact: true }),
    ).toHaveAttribute("aria-current", "true")
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole("link", { name: "All tour dates" }).click()
    await expect(page).toHaveURL(/\/tour\/$/)
  })

  test("a show of an earlier year keeps its page where it was", async ({
    page,
  }) => {
    await gotoHydrated(page, "/tour/tijuana-2024/")
    await expect(page.getByRole("region", { name: "Tickets" })).toContainText(
      "Show over",
    )
  })

  test("in Spanish, the years' pages speak Spanish", async ({ page }) => {
    await gotoHydrated(page, "/es/tour/2024/")
    await expect(page).toHaveTitle("Gira 2024 | Nova Reyes")
    await expect(page.locator("main")).toContainText(
      "Un concierto en 2024, del más reciente al más antiguo.",
    )
    await expect(
      page
        .getByRole("navigation", { name: "Conciertos por año" })
        .getByRole("link", { name: "2026" }),
    ).toHaveAttribute("href", "/es/tour/2026/")
  })

  test("the sitemap lists every year's page in both languages", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    for (const year of [2024, 2025, 2026])
      for (const language of ["", "/es"])
        expect(sitemap).toContain(`<loc>${SITE}${language}/tour/${year}/</loc>`)
  })
})
