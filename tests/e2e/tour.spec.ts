import sharp from "sharp"
import ICAL from "ical.js"

import type { ShowData } from "../../src/lib/data/dataSchema"
import { fixtureData } from "../support/dataFiles"
import { layoutShifts } from "../support/layoutShifts"
import { structuredData } from "../support/structuredData"
import {
  expect,
  FIXTURE_BUILT_AT,
  gotoHydrated,
  gotoHydratedAt,
  test,
  type Page,
} from "./fixtures"

/**
 * The tour on the tests' own data, built as of 1 April 2026 (BUILD_TIME in npm test),
 * before its three shows: Los Angeles (16 May), San Diego (6 June) and Mexico City
 * (11 July). The visitor's clock is set with Playwright's, so both sides of each show
 * are tried on the same build; tour-after.spec.ts tries a build made after the tour.
 */
const shows = fixtureData
  .entries<ShowData>("shows")
  .sort((a, b) => a.date.localeCompare(b.date))

const TICKETS_ORIGIN = "https://tickets.fixture.test"
const BEFORE_THE_TOUR = FIXTURE_BUILT_AT
/** After Los Angeles, before San Diego. */
const MID_TOUR = new Date("2026-05-20T12:00:00Z")
const AFTER_THE_TOUR = new Date("2026-11-23T12:00:00Z")

const openAt = (page: Page, time: Date, route = "/tour/") =>
  gotoHydratedAt(page, time, route)

const upcoming = (page: Page) =>
  page.getByRole("region", { name: "Upcoming shows" })

test.describe("the tour page", () => {
  test.use({ allowedOrigins: [TICKETS_ORIGIN] })
  test.beforeEach(async ({ context }) => {
    await context.route(`${TICKETS_ORIGIN}/**`, route =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Tickets</title><h1>${route.request().url()}</h1>`,
      }),
    )
  })

  test("before the shows: three upcoming shows, soonest first, each with a working 'Get Tickets' link", async ({
    page,
    context,
  }) => {
    await openAt(page, BEFORE_THE_TOUR)
    const rows = upcoming(page).getByRole("article")
    await expect(rows).toHaveCount(3)
    for (const [index, show] of shows.entries()) {
      const row = rows.nth(index)
      await expect(row).toHaveAccessibleName(show.city.en)
      await expect(row).toContainText(show.venue)
      await expect(row).toContainText("On sale")
      const tickets = row.getByRole("link", { name: /^Get Tickets/ })
      await expect(tickets).toHaveAttribute("href", show.ticketUrl ?? "")
      await expect(tickets).toHaveAttribute("target", "_blank")
      await expect(tickets).toHaveAttribute("rel", "noopener")
      const [ticketPage] = await Promise.all([
        context.waitForEvent("page"),
        tickets.click(),
      ])
      await ticketPage.waitForLoadState()
      expect(ticketPage.url()).toBe(show.ticketUrl)
      await ticketPage.close()
    }
    // No ticketing page in the fixture's site.json: the soonest show's tickets.
    await expect(
      page.getByRole("link", { name: /^Buy Tickets Now/ }),
    ).toHaveAttribute("href", shows[0]?.ticketUrl ?? "")
    await expect(page.getByRole("region", { name: "Past shows" })).toHaveCount(
      0,
    )
  })

  test("shows the date and times in the venue's own time zone, whatever the visitor's", async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId: "Asia/Tokyo" })
    const page = await context.newPage()
    await openAt(page, BEFORE_THE_TOUR)
    const la = upcoming(page).getByRole("article", { name: "Los Angeles" })
    await expect(la).toContainText(
      "Saturday, May 16, 2026 · Doors 7:00 PM · Show 8:00 PM PDT",
    )
    await expect(la).toContainText("From $39.50 · With Luna Vega and DJ Alba")
    const mx = upcoming(page).getByRole("article", { name: "Mexico City" })
    await expect(mx).toContainText("Saturday, July 11, 2026 · Show 9:00 PM CST")
    await expect(mx).toContainText("From MX$650")
    await context.close()
  })

  test("a page built before a show and opened after it drops that show's ticket link, without moving anything", async ({
    page,
  }) => {
    await openAt(page, MID_TOUR)
    const la = upcoming(page).getByRole("article", { name: "Los Angeles" })
    await expect(la).toContainText("Show over")
    await expect(la.getByRole("link", { name: /^Get Tickets/ })).toHaveCount(0)
    await expect(la.getByRole("link", { name: "Show details" })).toBeVisible()
    const sanDiego = upcoming(page).getByRole("article", { name: "San Diego" })
    await expect(
      sanDiego.getByRole("link", { name: /^Get Tickets/ }),
    ).toBeVisible()
    await expect(
      page.getByRole("link", { name: /^Buy Tickets Now/ }),
    ).toHaveAttribute("href", shows[1]?.ticketUrl ?? "")
    expect(await layoutShifts(page)).toEqual([])
  })

  test("opened after the whole tour, no ticket link is left, and nothing moves", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 })
    await openAt(page, AFTER_THE_TOUR)
    await expect(page.getByRole("link", { name: /Tickets/ })).toHaveCount(0)
    await expect(upcoming(page).getByText("Show over")).toHaveCount(3)
    await expect(page.getByText("No show is on sale right now.")).toBeVisible()
    expect(await layoutShifts(page)).toEqual([])
  })

  test("the list links each show to its own page", async ({ page }) => {
    await openAt(page, BEFORE_THE_TOUR)
    await upcoming(page)
      .getByRole("article", { name: "San Diego" })
      .getByRole("link", { name: "San Diego" })
      .click()
    await expect(page).toHaveURL(/\/tour\/san-diego\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "San Diego",
    )
  })
  test("offers every upcoming show as one calendar to subscribe to, or to download", async ({
    page,
    request,
  }) => {
    for (const [path, subscribe, download] of [
      ["/tour/", "Subscribe to the calendar", "download it (.ics)"],
      ["/es/tour/", "Suscríbete al calendario", "descárgalo (.ics)"],
    ] as const) {
      await openAt(page, BEFORE_THE_TOUR, path)
      const calendarPath = `${path}calendar.ics`
      await expect(page.getByRole("link", { name: subscribe })).toHaveAttribute(
        "href",
        `webcal://novareyes.example${calendarPath}`,
      )
      const file = page.getByRole("link", { name: download })
      await expect(file).toHaveAttribute("href", calendarPath)
      await expect(file).toHaveAttribute("download", /^nova-reyes-.+\.ics$/)
      // The fixture build is dated before the tour: all three shows, with their own UIDs.
      const ics = await (await request.get(calendarPath)).text()
      const events = new ICAL.Component(ICAL.parse(ics))
        .getAllSubcomponents("vevent")
        .map(event => new ICAL.Event(event))
      expect(events.map(event => event.uid)).toEqual(
        ["los-angeles", "san-diego", "mexico-city"].map(
          slug => `show-${slug}@novareyes.example`,
        ),
      )
    }
  })
})

test.describe("a show's page", () => {
  test.use({ allowedOrigins: [TICKETS_ORIGIN] })

  for (const show of shows) {
    test(`/tour/${show.slug}/ has the show, a map link, tickets, a calendar file and its MusicEvent`, async ({
      page,
      request,
    }) => {
      await page.clock.setFixedTime(BEFORE_THE_TOUR)
      const response = await gotoHydrated(page, `/tour/${show.slug}/`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        show.city.en,
      )
      await expect(page).toHaveTitle(
        new RegExp(`^${show.city.en}, .+ \\| Nova Reyes$`),
      )
      await expect(
        page.getByRole("link", { name: "Tour", exact: true }).first(),
      ).toHaveAttribute("aria-current", "true")
      const where = page.getByRole("region", { name: "Where" })
      await expect(where).toContainText(show.streetAddress)
      const map = where.getByRole("link", { name: /^Open in Maps/ })
      expect(new URL((await map.getAttribute("href")) ?? "").origin).toBe(
        "https://www.google.com",
      )
      await expect(map).toHaveAttribute(
        "href",
        new RegExp(encodeURIComponent(show.streetAddress)),
      )
      await expect(
        page
          .getByRole("region", { name: "Tickets" })
          .getByRole("link", { name: /^Get Tickets/ }),
      ).toHaveAttribute("href", show.ticketUrl ?? "")

      // The calendar file parses, with one event at the right instant.
      const calendarLink = page.getByRole("link", { name: "Add to calendar" })
      const href = (await calendarLink.getAttribute("href")) ?? ""
      expect(href).toBe(`/tour/${show.slug}/nova-reyes-${show.slug}.ics`)
      await expect(calendarLink).toHaveAttribute(
        "download",
        `nova-reyes-${show.slug}.ics`,
      )
      const ics = await (await request.get(href)).text()
      const calendar = new ICAL.Component(ICAL.parse(ics))
      const events = calendar.getAllSubcomponents("vevent")
      expect(events).toHaveLength(1)
      const event = new ICAL.Event(events[0])
      expect(event.uid).toBe(`show-${show.slug}@novareyes.example`)
      expect(event.location).toContain(show.venue)
      expect(event.component.getFirstPropertyValue("url")).toBe(
        `https://novareyes.example/tour/${show.slug}/`,
      )

      // Its MusicEvent starts at the same instant as the calendar's event.
      const [musicEvent] = await structuredData(page, "MusicEvent")
      expect(musicEvent).toMatchObject({
        url: `https://novareyes.example/tour/${show.slug}/`,
        eventStatus: "https://schema.org/EventScheduled",
        location: { address: { streetAddress: show.streetAddress } },
        image: [
          "https://novareyes.example/og/tour-16x9.jpg",
          "https://novareyes.example/og/tour-4x3.jpg",
          "https://novareyes.example/og/tour-1x1.jpg",
          `https://novareyes.example/og/show-${show.slug}.jpg`,
        ],
        offers: {
          url: show.ticketUrl,
          availability: "https://schema.org/InStock",
        },
      })
      expect(Date.parse(String(musicEvent?.startDate))).toBe(
        event.startDate.toJSDate().getTime(),
      )
      const image = await request.get(`/og/show-${show.slug}.jpg`)
      expect(image.headers()["content-type"]).toBe("image/jpeg")
      // The images Google's event result recommends: 16:9, 4:3 and 1:1, 1200 px wide or more.
      const ratios = []
      for (const url of (musicEvent?.image as string[]).slice(0, 3)) {
        const response = await request.get(
          url.replace("https://novareyes.example", ""),
        )
        const { width = 0, height = 0 } = await sharp(
          await response.body(),
        ).metadata()
        expect(width).toBeGreaterThanOrEqual(1200)
        ratios.push(Math.round((width / height) * 100) / 100)
      }
      expect(ratios).toEqual([1.78, 1.33, 1])

      await page.getByRole("link", { name: /All tour dates/ }).click()
      await expect(page).toHaveURL(/\/tour\/$/)
    })
  }

  test("drops its ticket link when opened after the show", async ({ page }) => {
    await openAt(page, AFTER_THE_TOUR, `/tour/${shows[0]?.slug}/`)
    const tickets = page.getByRole("region", { name: "Tickets" })
    await expect(tickets).toContainText("Show over")
    await expect(tickets.getByRole("link")).toHaveCount(0)
    expect(await layoutShifts(page)).toEqual([])
  })
})
