import path from "node:path"

import { releaseAnchor } from "../../src/lib/urls"
import type {
  AboutData,
  HomeData,
  MediaData,
  ProductData,
  ReleaseData,
  ShowData,
  SiteData,
} from "../../src/lib/data/dataSchema"
import { releaseStateOf, utcDayOf } from "../../src/lib/releaseSchedule"
import { showMomentsOf } from "../../src/lib/showMoments"
import {
  listPagePath,
  listPagesOf,
  PRODUCTS_PER_PAGE,
  RELEASES_PER_PAGE,
} from "../../src/lib/pagedList"
import { TOUR_LISTED_EVENTS, tourPlan } from "../../src/lib/tourPlan"
import { dataFolder } from "../support/dataFiles"
import { structuredData } from "../support/structuredData"
import { widthFromSizes } from "../support/widthFromSizes"
import { expect, shareOnePage, test } from "./fixtures"

/**
 * Checks that hold whatever the content: every entry the data folder holds is on its page,
 * in the structured data and reachable from the sitemap, and the counts agree. They read
 * the folder the site was built from (DATA_DIR, else data/), so an editor's change never
 * turns them red; `npm test` runs them on the fixture data and on an edited copy of data/.
 */
const DATA_DIR = path.resolve(process.env.DATA_DIR ?? "data")

const { readJson, entries } = dataFolder(DATA_DIR)

const site = readJson<SiteData>("site.json")
const releases = entries<ReleaseData>("releases")
const shows = entries<ShowData>("shows")
const products = entries<ProductData>("products")

/** The numbered pages a list of so many entries runs over. */
const pathsOf = (listPath: string, count: number, perPage: number) =>
  listPagesOf(count, perPage).map(({ page }) => listPagePath(listPath, page))

test.describe("the content on the pages is the content in the data folder", () => {
  test.skip(({ isMobile }) => isMobile, "the content is the same at every size")

  test("music: one card and one page per release file, and once out, one recording or album at that page", async ({
    page,
    request,
  }) => {
    // The build's own clock (its buildClock node), which decided what is out.
    const pageData = await (
      await request.get("/page-data/music/page-data.json")
    ).json()
    const builtDay = utcDayOf(
      Date.parse(pageData.result.data.buildClock.builtAt),
    )
    // The list runs over numbered pages: each release's card is on one of them.
    const works = []
    let cards = 0
    for (const path of pathsOf("/music/", releases.length, RELEASES_PER_PAGE)) {
      await page.goto(path)
      cards += await page.locator("main article").count()
      for (const release of releases) {
        const card = page.locator(`#${releaseAnchor(release.slug)}`)
        if ((await card.count()) === 0) continue
        await expect(card.getByRole("heading")).toHaveText(release.title)
        await expect(
          card.getByRole("link", { name: release.title }),
        ).toHaveAttribute("href", `/music/${release.slug}/`)
      }
      works.push(
        ...(await structuredData(page, "MusicRecording", "MusicAlbum")),
      )
    }
    expect(cards).toBe(releases.length)
    const out = releases.filter(
      release => releaseStateOf(release, builtDay).kind === "out",
    )
    expect(works.map(work => work.name).sort()).toEqual(
      out.map(release => release.title).sort(),
    )
    // Each structured-data URL is its release's own page, with its title.
    for (const work of works) {
      const response = await request.get(
        String(work.url).replace(site.siteUrl, ""),
      )
      expect(response.status()).toBe(200)
      const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())
      expect(heading?.[1]).toBe(work.name)
    }
  })

  test("tour: a row per upcoming show, each with its event, a line per show of the last twelve months, and a page for each", async ({
    page,
    request,
  }) => {
    // The build's own clock (its buildClock node), which decided the sections, from the page's data.
    const pageData = await (
      await request.get("/page-data/tour/page-data.json")
    ).json()
    const builtAt = Date.parse(pageData.result.data.buildClock.builtAt)
    const timed = shows.map(show => ({ ...show, moments: showMomentsOf(show) }))
    const plan = tourPlan(timed, builtAt)
    const bySlug = new Map(shows.map(show => [show.slug, show]))
    await page.goto("/tour/")
    const rows = page.locator("main article")
    await expect(rows).toHaveCount(plan.upcoming.length)
    const recent = page
      .getByRole("region", { name: "Past shows" })
      .getByRole("listitem")
    await expect(recent).toHaveCount(plan.recent.length)
    for (const [list, slugs] of [
      [rows, plan.upcoming],
      [recent, plan.recent],
    ] as const) {
      for (const [index, slug] of slugs.entries()) {
        await expect(list.nth(index)).toContainText(bySlug.get(slug)!.city.en)
        await expect(list.nth(index)).toContainText(bySlug.get(slug)!.venue)
        await expect(
          list.nth(index).locator(`a[href="/tour/${slug}/"]`).first(),
        ).toBeAttached()
      }
    }
    const events = await structuredData(page, "MusicEvent")
    expect(events.map(event => event.url)).toEqual(
      plan.upcoming
        .slice(0, TOUR_LISTED_EVENTS)
        .map(slug => `${site.siteUrl}/tour/${slug}/`),
    )
    // Every show that is over is on its year's page.
    for (const { year, slugs } of plan.years) {
      await page.goto(`/tour/${year}/`)
      await expect(rows).toHaveCount(slugs.length)
      for (const slug of slugs)
        await expect(
          page.locator(`main article a[href="/tour/${slug}/"]`),
        ).toHaveCount(1)
    }
    for (const show of shows) {
      const response = await request.get(`/tour/${show.slug}/`)
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain(show.venue)
    }
  })

  test("store: one card and one product per product file, each at its price", async ({
    page,
  }) => {
    const offers = []
    let cards = 0
    for (const path of pathsOf("/store/", products.length, PRODUCTS_PER_PAGE)) {
      await page.goto(path)
      cards += await page.locator("main article").count()
      for (const product of products) {
        const card = page.getByRole("article", { name: product.name.en })
        if ((await card.count()) === 0) continue
        const price = new Intl.NumberFormat(site.locale.en, {
          style: "currency",
          currency: product.currency,
        }).format(product.price)
        await expect(card).toContainText(price)
        await expect(
          card.getByRole("img", { name: product.imageAlt.en }),
        ).toBeVisible()
      }
      offers.push(...(await structuredData(page, "Product")))
    }
    expect(cards).toBe(products.length)
    expect(offers.map(offer => offer.name).sort()).toEqual(
      products.map(product => product.name.en).sort(),
    )
    // Each product's structured data shows its photo, which the site serves.
    for (const offer of offers) {
      const [image] = offer.image as string[]
      const served = await page.request.get(new URL(String(image)).pathname)
      expect(served.headers()["content-type"]).toMatch(/^image\//)
    }
  })

  test("the pages that list entries, and each show's and release's page, are in the sitemap", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    const showPages = shows.map(show => `/tour/${show.slug}/`)
    const releasePages = releases.map(release => `/music/${release.slug}/`)
    for (const route of [
      "/music/",
      "/tour/",
      "/store/",
      ...showPages,
      ...releasePages,
    ]) {
      expect(sitemap).toContain(`<loc>${site.siteUrl}${route}</loc>`)
    }
  })

  test("the single records: biography, video tiles and the home page", async ({
    page,
  }) => {
    const about = readJson<AboutData>("about.json")
    await page.goto("/about/")
    for (const paragraph of about.paragraphs.en) {
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
    }
    const media = readJson<MediaData>("media.json")
    await page.goto("/media/")
    for (const tile of media.tiles) {
      await expect(
        page.getByRole("heading", { name: tile.title.en }),
      ).toBeVisible()
    }
    const home = readJson<HomeData>("home.json")
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      home.headline.en,
    )
  })
})

test.describe("images", () => {
  const visitor = shareOnePage()

  // The media page shows posters only for videos with a YouTube id, which may be none;
  // a release coming soon has no cover yet.
  const imageless = [
    "/media/",
    ...releases
      .filter(release => !release.cover)
      .map(release => `/music/${release.slug}/`),
  ]
  for (const route of [
    "/about/",
    "/music/",
    "/media/",
    "/store/",
    ...releases.map(release => `/music/${release.slug}/`),
  ]) {
    test(`${route}: each image's sizes attribute is the width it shows at`, async ({
      viewport,
    }) => {
      const page = visitor()
      await page.goto(route)
      const images = await page.locator("main img[sizes]").evaluateAll(found =>
        found.map(image => ({
          sizes: image.getAttribute("sizes") ?? "",
          width: image.getBoundingClientRect().width,
        })),
      )
      if (!imageless.includes(route)) {
        expect(images.length).toBeGreaterThan(0)
      }
      for (const image of images) {
        const declared = widthFromSizes(image.sizes, viewport?.width ?? 0)
        expect(Math.abs(declared - image.width)).toBeLessThanOrEqual(2)
      }
    })
  }
})
