import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import type { ProductData } from "../../src/lib/data/dataSchema"
import { expect, gotoHydrated, test } from "./fixtures"

/** The fixture's products: two on the store, one without a store page yet. */
const FIXTURE = path.resolve("tests/fixtures/data")
const products: ProductData[] = readdirSync(path.join(FIXTURE, "products")).map(
  name =>
    JSON.parse(readFileSync(path.join(FIXTURE, "products", name), "utf8")),
)
const STORE = "https://shop.fixture.test"

test.describe("every call to action goes where the data says", () => {
  test.use({ allowedOrigins: [STORE, "https://www.youtube.com"] })
  test.beforeEach(async ({ context }) => {
    for (const origin of [STORE, "https://www.youtube.com"]) {
      await context.route(`${origin}/**`, route =>
        route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><title>Elsewhere</title>",
        }),
      )
    }
  })

  test("'Add to Cart' opens each product's page on the store, or waits with a visible reason", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/store/")
    for (const product of products) {
      const card = page.getByRole("article", { name: product.name })
      if (product.url) {
        const link = card.getByRole("link", { name: /^Add to Cart/ })
        await expect(link).toHaveAttribute("href", product.url)
        await expect(link).toHaveAttribute("target", "_blank")
        const [opened] = await Promise.all([
          context.waitForEvent("page"),
          link.click(),
        ])
        await opened.waitForLoadState()
        expect(opened.url()).toBe(product.url)
        await opened.close()
      } else {
        await expect(
          card.getByRole("button", { name: "Add to Cart" }),
        ).toBeDisabled()
        await expect(card.getByText("Coming soon")).toBeVisible()
      }
    }
    expect(products.filter(product => product.url)).toHaveLength(2)
    await expect(
      page.getByRole("link", {
        name: /^Shop Now \| Worldwide Shipping Available/,
      }),
    ).toHaveAttribute("href", STORE)
  })

  test("each product's structured data offers it at its own page, as available as data says", async ({
    page,
  }) => {
    await page.goto("/store/")
    const offers = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    )
      .map(
        block =>
          JSON.parse(block) as {
            "@type": string
            name: string
            offers: { url: string; availability: string }
          },
      )
      .filter(thing => thing["@type"] === "Product")
    const vinyl = offers.find(
      offer => offer.name === "Corazón Eléctrico Limited Vinyl",
    )
    expect(vinyl?.offers).toMatchObject({
      url: `${STORE}/products/corazon-electrico-vinyl`,
      availability: "https://schema.org/PreOrder",
    })
    const pins = offers.find(offer => offer.name.includes("Pin"))
    expect(pins?.offers.url).toBe("https://novareyes.example/store/")
  })

  test("'Subscribe on YouTube' opens the channel with YouTube's subscribe prompt", async ({
    page,
  }) => {
    await gotoHydrated(page, "/media/")
    const subscribe = page.getByRole("link", { name: /^Subscribe on YouTube/ })
    await expect(subscribe).toHaveAttribute(
      "href",
      "https://www.youtube.com/@novareyesmusic?sub_confirmation=1",
    )
    await expect(subscribe).toHaveAttribute("target", "_blank")
  })
})
