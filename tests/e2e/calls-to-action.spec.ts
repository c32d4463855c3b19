import { readFileSync } from "node:fs"

import { unzipSync } from "fflate"

import type { ProductData } from "../../src/lib/data/dataSchema"
import { fixtureData } from "../support/dataFiles"
import { structuredData } from "../support/structuredData"
import { expect, gotoHydrated, test } from "./fixtures"

/** The fixture's products: two on the store, one without a store page yet. */
const products = fixtureData.entries<ProductData>("products")
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
      const card = page.getByRole("article", { name: product.name.en })
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
    type Offered = {
      name: string
      sku: string
      gtin?: string
      brand: { name: string }
      offers: { url: string; availability: string }
    }
    const offers = (await structuredData(page, "Product")) as Offered[]
    // Every product has what Google recommends: its sku and brand (and its barcode number
    // where the data has one).
    expect(offers.map(offer => offer.sku).sort()).toEqual([
      "corazon-electrico-vinyl",
      "corazon-enamel-pin-set",
      "neon-tour-hoodie",
    ])
    for (const offer of offers) expect(offer.brand.name).toBe("Nova Reyes")
    const vinyl = offers.find(
      offer => offer.name === "Corazón Eléctrico Limited Vinyl",
    )
    expect(vinyl?.gtin).toBe("0614141999996")
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

test.describe("the press kit", () => {
  test("'Download Press Kit' says its type and size, and downloads a ZIP of the kit", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/about/")
    const link = page.getByRole("link", { name: /^Download Press Kit/ })
    const name = (await link.textContent()) ?? ""
    const facts = /\(ZIP, (\d+) kB\)$/.exec(name)
    expect(facts, name).not.toBeNull()
    const href = (await link.getAttribute("href")) ?? ""
    expect(href).toBe("/press/nova-reyes-press-kit.zip")
    const served = await request.get(href)
    expect(served.status()).toBe(200)
    const bytes = await served.body()
    expect(Math.round(bytes.byteLength / 1000)).toBe(Number(facts?.[1]))

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      link.click(),
    ])
    expect(download.suggestedFilename()).toBe("nova-reyes-press-kit.zip")
    const saved = readFileSync(await download.path())
    const files = Object.keys(unzipSync(new Uint8Array(saved))).sort()
    expect(files).toEqual(
      [
        "README.txt",
        "biography-long.txt",
        "biography-medium.txt",
        "biography-short.txt",
        "covers/corazon-electrico.jpg",
        "covers/luz-de-neon.jpg",
        "fact-sheet.pdf",
        "photos/credits.txt",
        "photos/nova-reyes.jpg",
        "photos/stage.jpg",
        "photos/studio.jpg",
        "technical-rider.pdf",
      ].map(file => `nova-reyes-press-kit/${file}`),
    )
  })

  test("the media and bookings card on /contact/ links the same kit", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact/")
    const card = page.getByRole("article", { name: "For Media / Bookings" })
    await expect(
      card.getByRole("link", { name: /^Download Press Kit \(ZIP, \d+ kB\)$/ }),
    ).toHaveAttribute("href", "/press/nova-reyes-press-kit.zip")
  })
})
