import {
  FIXTURE_BUILT_AT,
  expect,
  gotoHydrated,
  shareOnePage,
  test,
} from "./fixtures"

test.describe("what each page shows", () => {
  // The tour's test moves the clock, on a page of its own.
  const visitor = shareOnePage()

  test("home: the headline, two streaming buttons in new tabs and three cards", async () => {
    const page = visitor()
    await gotoHydrated(page, "/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Future of Latin Pop Has Arrived",
    )
    for (const service of ["Spotify", "Apple Music"]) {
      const link = page.getByRole("link", {
        name: `Listen on ${service} (opens in a new tab)`,
      })
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    const cards = page
      .getByRole("region", { name: "Highlights" })
      .getByRole("article")
    await expect(cards).toHaveCount(3)
    await expect(cards.nth(0)).toContainText("Latest Single")
    await expect(cards.nth(0)).toContainText("Luz de Neón")
    await expect(cards.nth(1)).toContainText("Over 1K+ streams")
    await expect(cards.nth(2)).toContainText("Join the Movement")
  })

  test("about: biography, press kit link, photo and quote", async () => {
    const page = visitor()
    await gotoHydrated(page, "/about/")
    const bio = page.getByRole("region", { name: "Born between two cities" })
    await expect(bio.locator("p")).toHaveCount(3)
    await expect(
      bio.getByRole("link", { name: /^Download Press Kit/ }),
    ).toBeVisible()
    await expect(
      page.getByRole("img", { name: /^Nova Reyes in silhouette/ }),
    ).toBeVisible()
    await expect(page.locator("blockquote")).toContainText(
      "Latin pop lives for me",
    )
  })

  test("music: three releases, two with responsive WebP covers over a JPEG fallback, then the artist's links", async () => {
    const page = visitor()
    await gotoHydrated(page, "/music/")
    const cards = page.getByRole("article")
    await expect(cards).toHaveCount(3)
    const covers = page.getByRole("img", { name: /^Cover art for/ })
    await expect(covers).toHaveCount(2)
    for (const cover of await covers.all()) {
      const picture = cover.locator("xpath=..")
      await expect(
        picture.locator('source[type="image/webp"]'),
      ).toHaveAttribute("srcset", /720w/)
      // No AVIF: encoding it cost ten times JPEG and WebP together (docs/performance.md).
      await expect(picture.locator('source[type="image/avif"]')).toHaveCount(0)
      await expect(cover).toHaveAttribute("srcset", /1080w/)
      await expect(cover).not.toHaveAttribute("srcset", /1440w/)
      const box = await cover.boundingBox()
      expect(box && Math.abs(box.width - box.height)).toBeLessThan(1)
    }
    await expect(
      page
        .getByRole("article", { name: "Fuego Lento" })
        .getByText("Coming Soon"),
    ).toBeVisible()
    const artist = page.getByRole("region", {
      name: "Follow on your favourite service",
    })
    await expect(artist.getByRole("link")).toHaveCount(2)
    await expect(
      artist.getByRole("link", {
        name: "Listen on Spotify (opens in a new tab)",
      }),
    ).toHaveAttribute("href", /^https:\/\/open\.spotify\.com\/artist\//)
  })

  test("tour: three shows in May, June and July 2026, each with city, date, venue and a ticket link", async ({
    page,
  }) => {
    // The fixture build is dated before the tour; the visitor's clock is too.
    await page.clock.setFixedTime(FIXTURE_BUILT_AT)
    await gotoHydrated(page, "/tour/")
    const shows = [
      ["Los Angeles", "Saturday, May 16, 2026", "The Fonda Theatre"],
      ["San Diego", "Saturday, June 6, 2026", "The Observatory North Park"],
      ["Mexico City", "Saturday, July 11, 2026", "Teatro Metropólitan"],
    ]
    await expect(page.getByRole("article")).toHaveCount(3)
    for (const [city, date, venue] of shows) {
      const show = page.getByRole("article", { name: city })
      await expect(show.locator("time")).toHaveText(date ?? "")
      await expect(show).toContainText(venue ?? "")
      await expect(
        show.getByRole("link", { name: /^Get Tickets/ }),
      ).toBeVisible()
    }
    await expect(
      page.getByRole("link", { name: /^Buy Tickets Now/ }),
    ).toBeVisible()
  })

  test("media: the featured video, three tiles and the subscribe button", async () => {
    const page = visitor()
    await gotoHydrated(page, "/media/")
    await expect(
      page.getByRole("heading", { name: "Luz de Neón (Official Music Video)" }),
    ).toBeVisible()
    await expect(
      page
        .getByRole("region", { name: "More videos" })
        .getByRole("heading", { level: 3 }),
    ).toHaveCount(3)
    await expect(
      page.getByRole("link", { name: /^Subscribe on YouTube/ }),
    ).toBeVisible()
  })

  test("store: each product's type goes with its price", async () => {
    const page = visitor()
    await gotoHydrated(page, "/store/")
    const products = page.getByRole("article")
    await expect(products).toHaveCount(3)
    const pairs = [
      ["Apparel", "$29.99"],
      ["Collectible", "$24.99"],
      ["Music", "$49.99"],
    ]
    for (const [index, [type, price]] of pairs.entries()) {
      await expect(products.nth(index)).toContainText(type ?? "")
      await expect(products.nth(index)).toContainText(price ?? "")
      // A link to the store, or a disabled button while a product has none.
      await expect(
        products
          .nth(index)
          .locator("a, button")
          .filter({ hasText: /^Add to Cart/ }),
      ).toBeVisible()
    }
  })

  test("contact: the two cards and the form", async () => {
    const page = visitor()
    await gotoHydrated(page, "/contact/")
    await expect(page.getByRole("article", { name: "For Fans" })).toBeVisible()
    const media = page.getByRole("article", { name: "For Media / Bookings" })
    await expect(
      media.getByRole("link", { name: "press@novareyes.example" }),
    ).toHaveAttribute("href", "mailto:press@novareyes.example")
    await expect(
      page.getByRole("region", { name: "Send a Message" }),
    ).toBeVisible()
  })
})
