import sharp from "sharp"

import { structuredData } from "../support/structuredData"
import {
  expect,
  notFoundLogs,
  routes,
  shareOnePage,
  test,
  type Page,
} from "./fixtures"

const SITE = "https://novareyes.example"

/** The JSON-LD types each route must carry, with their counts. */
const expectedTypes: Record<string, Record<string, number>> = {
  "/": { MusicGroup: 1, WebSite: 1 },
  "/about/": { MusicGroup: 1, BreadcrumbList: 1 },
  // The single with a B-side is an album of the single release type, as the EP is one.
  "/music/": { MusicAlbum: 2, BreadcrumbList: 1 },
  "/tour/": { MusicEvent: 3, BreadcrumbList: 1 },
  "/media/": { VideoObject: 2, BreadcrumbList: 1 },
  "/store/": { Product: 3, BreadcrumbList: 1 },
  "/contact/": { BreadcrumbList: 1 },
}

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`)

test.describe("head tags and structured data", () => {
  test.skip(({ isMobile }) => isMobile, "the head is the same at every size")
  const visitor = shareOnePage()

  for (const route of routes) {
    test(`${route.path} has its title, description, canonical URL, share card and JSON-LD`, async ({
      request,
    }) => {
      const page = visitor()
      await page.goto(route.path)
      const url = `${SITE}${route.path}`
      await expect(page).toHaveTitle(route.title)
      await expect(page.locator("html")).toHaveAttribute("lang", "en")

      const description = await meta(page, "description").getAttribute(
        "content",
      )
      expect(description?.length).toBeGreaterThanOrEqual(50)
      expect(description?.length).toBeLessThanOrEqual(160)

      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        "href",
        url,
      )
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)

      const title = await page.title()
      const expected: Record<string, string | RegExp> = {
        "og:type": "website",
        "og:site_name": "Nova Reyes",
        "og:locale": "en_US",
        "og:title": title,
        "og:description": description ?? "",
        "og:url": url,
        "og:image": new RegExp(`^${SITE}/og/[a-z]+\\.jpg$`),
        "og:image:width": "1200",
        "og:image:height": "630",
        "og:image:alt": /Nova Reyes/,
        "twitter:card": "summary_large_image",
        "twitter:title": title,
        "twitter:description": description ?? "",
        "twitter:image": new RegExp(`^${SITE}/og/[a-z]+\\.jpg$`),
        "twitter:image:alt": /Nova Reyes/,
      }
      for (const [key, value] of Object.entries(expected)) {
        await expect(meta(page, key), key).toHaveAttribute("content", value)
      }

      // The share image exists at its path and is 1200×630.
      const image = await meta(page, "og:image").getAttribute("content")
      const response = await request.get((image ?? "").replace(SITE, ""))
      expect(response.status()).toBe(200)
      const { width, height, format } = await sharp(
        await response.body(),
      ).metadata()
      expect({ width, height, format }).toEqual({
        width: 1200,
        height: 630,
        format: "jpeg",
      })

      // Every JSON-LD block parses, and the expected types are there in the expected numbers.
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .allTextContents()
      const types: Record<string, number> = {}
      for (const block of blocks) {
        const data = JSON.parse(block) as {
          "@context"?: string
          "@type"?: string
        }
        expect(data["@context"]).toBe("https://schema.org")
        const type = data["@type"] ?? "none"
        types[type] = (types[type] ?? 0) + 1
      }
      expect(types).toEqual(expectedTypes[route.path])
    })
  }

  test("every route has a title and a description of its own", async ({
    request,
  }) => {
    const heads = await Promise.all(
      routes.map(async route => (await request.get(route.path)).text()),
    )
    const pick = (pattern: RegExp) =>
      heads.map(html => pattern.exec(html)?.[1] ?? "")
    const titles = pick(/<title[^>]*>([^<]*)<\/title>/)
    const descriptions = pick(/<meta name="description" content="([^"]*)"/)
    expect(new Set(titles).size).toBe(routes.length)
    expect(new Set(descriptions).size).toBe(routes.length)
  })

  test("each upcoming show's MusicEvent has a start with a time zone offset, a full address and its tickets", async () => {
    const page = visitor()
    await page.goto("/tour/")
    const events = await structuredData(page, "MusicEvent")
    expect(events.map(event => event.startDate)).toEqual([
      "2026-05-16T20:00:00-07:00",
      "2026-06-06T20:00:00-07:00",
      "2026-07-11T21:00:00-06:00",
    ])
    for (const event of events) {
      expect(event).toMatchObject({
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: {
          "@type": "Place",
          address: { "@type": "PostalAddress" },
        },
        performer: expect.arrayContaining([
          expect.objectContaining({ name: "Nova Reyes" }),
        ]),
        organizer: { name: "Nova Reyes" },
        offers: {
          "@type": "Offer",
          url: expect.stringMatching(/^https:\/\/tickets\.fixture\.test\//),
          availability: "https://schema.org/InStock",
        },
      })
      expect(event.url).toEqual(
        expect.stringMatching(
          /^https:\/\/novareyes\.example\/tour\/[a-z-]+\/$/,
        ),
      )
      expect(event.endDate).toEqual(expect.stringMatching(/[+-]\d{2}:\d{2}$/))
      // The tour's images in the three shapes Google's event result recommends, then the
      // show's own share card.
      expect(event.image).toEqual([
        "https://novareyes.example/og/tour-16x9.jpg",
        "https://novareyes.example/og/tour-4x3.jpg",
        "https://novareyes.example/og/tour-1x1.jpg",
        expect.stringMatching(/^https:\/\/novareyes\.example\/og\/show-/),
      ])
    }
    expect(events[0]).toMatchObject({
      doorTime: "2026-05-16T19:00:00-07:00",
      offers: {
        price: 39.5,
        priceCurrency: "USD",
        validFrom: "2026-02-06T00:00:00-08:00",
      },
    })
  })

  test.describe("the 404 page", () => {
    test.use({ expectedConsoleErrors: notFoundLogs })
    test("stays out of search results", async ({ page }) => {
      await page.goto("/no-such-page/")
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex",
      )
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
      // No address to share: not the unknown path, and not /404.html/.
      await expect(meta(page, "og:url")).toHaveCount(0)
      await expect(page).toHaveTitle("Page not found | Nova Reyes")
    })
  })

  test("the sitemap lists every route, show page, release page, the news, the press and privacy pages in both languages but the 404 pages, and robots.txt names it", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`)
    const index = await (await request.get("/sitemap-index.xml")).text()
    expect(index).toContain(`<loc>${SITE}/sitemap-0.xml</loc>`)
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      match => match[1],
    )
    const showPages = ["los-angeles", "san-diego", "mexico-city"].map(
      slug => `/tour/${slug}/`,
    )
    const releasePages = [
      "luz-de-neon",
      "corazon-electrico",
      "fuego-lento",
    ].map(slug => `/music/${slug}/`)
    expect(listed.sort()).toEqual(
      [
        ...routes.map(route => route.path),
        ...showPages,
        ...releasePages,
        "/press/",
        "/privacy/",
        "/news/",
        "/news/2/",
      ]
        .flatMap(path => [`${SITE}${path}`, `${SITE}/es${path}`])
        .concat(
          // Each published post in the languages it is written in (the fixture's one
          // English-only post in English alone; the scheduled one not yet).
          Array.from({ length: 11 }, (_, index) =>
            [`${SITE}`, `${SITE}/es`].map(
              root =>
                `${root}/news/fixture-post-${String(index + 1).padStart(2, "0")}/`,
            ),
          ).flat(),
          [`${SITE}/news/english-only-note/`],
        )
        .sort(),
    )
  })

  test("the web app manifest names the artist, with icons and a theme colour", async ({
    request,
  }) => {
    const page = visitor()
    await page.goto("/")
    const href = await page
      .locator('head link[rel="manifest"]')
      .getAttribute("href")
    const manifest = (await (await request.get(href ?? "")).json()) as {
      name: string
      theme_color: string
      icons: { src: string }[]
    }
    expect(manifest.name).toBe("Nova Reyes")
    expect(manifest.theme_color).toBe("#120a1c")
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status()).toBe(200)
    }
    await expect(page.locator('head link[rel="icon"]').first()).toBeAttached()
  })
})
