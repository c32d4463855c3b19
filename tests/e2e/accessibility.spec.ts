import { axeViolations as violations } from "../support/axe"
import {
  acceptFormPosts,
  FIXTURE_BUILT_AT,
  FORMS_ORIGIN,
  expect,
  gotoHydrated,
  notFoundLogs,
  routes,
  spanishRoutes,
  shareOnePage,
  test,
} from "./fixtures"

test.describe("axe-core finds no violations", () => {
  // Each page as built, the tour's tickets on sale; the tests that open a menu, a popover
  // or the 404 page, or move the clock, have their own page.
  const visitor = shareOnePage({ clock: FIXTURE_BUILT_AT })

  for (const route of routes) {
    test(`on ${route.path}`, async () => {
      const page = visitor()
      await gotoHydrated(page, route.path)
      expect(await violations(page)).toEqual([])
    })
  }

  // The tour's other states: a show's own page, and the list once the visitor's clock has
  // passed every show (ticket links turned to notes); the routes above have them on sale.
  test("on a show's page", async () => {
    const page = visitor()
    await gotoHydrated(page, "/tour/mexico-city/")
    expect(await violations(page)).toEqual([])
  })

  // Each release's page: out (with its lyrics and translation), and coming soon.
  for (const path of [
    "/music/luz-de-neon/",
    "/music/corazon-electrico/",
    "/music/fuego-lento/",
  ]) {
    test(`on ${path}`, async () => {
      const page = visitor()
      await gotoHydrated(page, path)
      expect(await violations(page)).toEqual([])
    })
  }

  test("on the privacy page", async () => {
    const page = visitor()
    await gotoHydrated(page, "/privacy/")
    expect(await violations(page)).toEqual([])
  })

  test("on a show's page before its tickets go on sale, with 'Tell Me When'", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-03-06T18:00:00Z"))
    await gotoHydrated(page, "/tour/mexico-city/")
    await expect(
      page.getByRole("button", { name: "Tell Me When" }),
    ).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test("with the sign-up's message tied to its field", async ({ page }) => {
    await gotoHydrated(page, "/")
    const footer = page.getByRole("region", { name: "Get the News First" })
    await footer.getByLabel("Your email").fill("ana@")
    await footer.getByRole("button", { name: "Sign Up" }).click()
    await expect(footer.getByLabel("Your email")).toHaveAttribute(
      "aria-invalid",
      "true",
    )
    expect(await violations(page)).toEqual([])
  })

  test("on /tour/ once every show is over", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-23T12:00:00Z"))
    await gotoHydrated(page, "/tour/")
    await expect(page.getByText("Show over")).toHaveCount(3)
    expect(await violations(page)).toEqual([])
  })

  test.describe("on the 404 page", () => {
    test.use({ expectedConsoleErrors: notFoundLogs })
    test("at an unknown path", async ({ page }) => {
      await gotoHydrated(page, "/missing/")
      expect(await violations(page)).toEqual([])
    })
  })

  test.describe("on the Spanish pages", () => {
    // The same markup as the English pages, checked at both sizes above, in other words:
    // one size is enough for them (the menu, phone only, is checked below).
    for (const route of [
      ...spanishRoutes,
      { path: "/es/music/luz-de-neon/" },
      { path: "/es/music/fuego-lento/" },
      { path: "/es/privacy/" },
    ]) {
      test(`on ${route.path}`, async ({ isMobile }) => {
        test.skip(isMobile, "the English pages cover both sizes")
        const page = visitor()
        await gotoHydrated(page, route.path)
        expect(await violations(page)).toEqual([])
      })
    }

    test.describe("at an unknown path", () => {
      test.use({ expectedConsoleErrors: notFoundLogs })
      test("under /es/", async ({ page, isMobile }) => {
        test.skip(isMobile, "the English 404 page covers both sizes")
        await gotoHydrated(page, "/es/no-existe/")
        expect(await violations(page)).toEqual([])
      })
    })

    test("with the mobile menu open", async ({ page, isMobile }) => {
      test.skip(!isMobile, "the menu exists below 768 px")
      await gotoHydrated(page, "/es/")
      await page.getByRole("button", { name: "Abrir menú" }).click()
      await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  })

  test("with the mobile menu open", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu exists below 768 px")
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Open menu" }).click()
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test("with a play popover open", async ({ page }) => {
    await gotoHydrated(page, "/music/")
    await page.getByRole("button", { name: "Play Luz de Neón" }).click()
    await expect(
      page.getByRole("group", { name: "Where to play Luz de Neón" }),
    ).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test.describe("with the contact notice showing", () => {
    test.use({ allowedOrigins: [FORMS_ORIGIN] })
    test("after a message is sent", async ({ page }) => {
      await acceptFormPosts(page)
      await gotoHydrated(page, "/contact/")
      await page.getByLabel("Name", { exact: true }).fill("Ana")
      await page.getByLabel("Email", { exact: true }).fill("ana@example.com")
      await page.getByLabel("Message", { exact: true }).fill("Hola")
      await page.getByRole("button", { name: "Send Message" }).click()
      await expect(page.getByRole("status")).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  })
})
