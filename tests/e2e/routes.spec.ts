import {
  expect,
  FIXTURE_BUILT_AT,
  gotoHydrated,
  notFoundLogs,
  routes,
  shareOnePage,
  test,
} from "./fixtures"

test.describe("every route", () => {
  // The visitor's clock at the build's: the tour's tickets are on sale, as its HTML says.
  const visitor = shareOnePage({ clock: FIXTURE_BUILT_AT })

  for (const route of routes) {
    test(`${route.path} answers 200 with its content, title and language`, async () => {
      const page = visitor()
      const response = await gotoHydrated(page, route.path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(route.title)
      await expect(page.locator("html")).toHaveAttribute("lang", "en")
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      for (const text of route.shows) {
        await expect(
          page.getByText(text, { exact: false }).first(),
        ).toBeVisible()
      }
      // Styles a component adds after hydration go through the site's
      // Content-Security-Policy too (the page health check fails on any violation).
      await page.evaluate(() => new Promise(requestAnimationFrame))
    })
  }

  // Its own page: a browser keeps a permanent redirect in its cache.
  test("a route without its trailing slash redirects to the page", async ({
    page,
  }) => {
    const response = await page.goto("/tour")
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/tour\/$/)
  })
})

test.describe("the built HTML, without JavaScript", () => {
  test.use({ javaScriptEnabled: false })
  const visitor = shareOnePage()

  for (const route of routes) {
    test(`${route.path} carries its content`, async () => {
      const page = visitor()
      await page.goto(route.path)
      for (const text of route.shows) {
        await expect(
          page.getByText(text, { exact: false }).first(),
        ).toBeVisible()
      }
      await expect(
        page.getByRole("navigation", { name: "Social and streaming" }),
      ).toBeVisible()
    })
  }
})

test.describe("an unknown path", () => {
  test.use({ expectedConsoleErrors: notFoundLogs })

  test("answers 404 with the 404 page and logs the path", async ({ page }) => {
    const logged = page.waitForEvent("console", message =>
      message.text().startsWith("404: no page at"),
    )
    const response = await page.goto("/no-such-page/")
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible()
    expect((await logged).text()).toBe("404: no page at /no-such-page/")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")

    await page.getByRole("link", { name: "Return to Home" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "The Future of Latin Pop Has Arrived",
      }),
    ).toBeVisible()
  })

  test("keeps an odd path intact in the log", async ({ page }) => {
    const logged = page.waitForEvent("console", message =>
      message.text().startsWith("404: no page at"),
    )
    await page.goto("/tour/2019/?ref=old#top")
    expect((await logged).text()).toBe("404: no page at /tour/2019/")
  })
})

test("no page carries a NUL character (React 18 leaves some; the build removes them)", async ({
  request,
}) => {
  const showPages = ["los-angeles", "san-diego", "mexico-city"].map(
    slug => `/tour/${slug}/`,
  )
  for (const path of [
    ...routes.map(route => route.path),
    ...showPages,
    "/404.html",
  ]) {
    const html = await (await request.get(path)).text()
    expect(html.includes("\0"), path).toBe(false)
  }
})
