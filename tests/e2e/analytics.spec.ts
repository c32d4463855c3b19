import { readFileSync } from "node:fs"

import { testCertificate } from "../../scripts/test-certificate.cjs"
import {
  counterOf,
  type AnalyticsConfig,
} from "../../src/lib/analytics/analyticsServices"
import { startCountingStandIn, type Counted } from "../support/countingStandIn"
import {
  acceptFormPosts,
  expect,
  FIXTURE_BUILT_AT,
  FORMS_ORIGIN,
  gotoHydrated,
  MAILING_LIST_FORM,
  MAILING_LIST_ORIGIN,
  notFoundLogs,
  test as base,
  type Page,
} from "./fixtures"

/**
 * With nothing set in site.json › analytics (the fixture build): no counting code, no request.
 */
base.describe("with no counting service", () => {
  base(
    "no counting code loads and no request leaves, on load or on a navigation",
    async ({ page }) => {
      await gotoHydrated(page, "/")
      await page.evaluate(
        () => new Promise(resolve => requestIdleCallback(resolve)),
      )
      await page
        .getByRole("navigation")
        .getByRole("link", { name: "Tour" })
        .first()
        .click()
      await expect(page).toHaveURL(/\/tour\/$/)
      await expect(page.locator("[data-count]")).toHaveCount(0)
      const scripts = await page.evaluate(() =>
        performance.getEntriesByType("resource").map(entry => entry.name),
      )
      expect(scripts.filter(name => /counter-/.test(name))).toEqual([])
      // The page's health check fails the test on any request to another host.
    },
  )
})

/**
 * The fixture data with a counting service set (tests/fixtures/analytics/<service>/), built as
 * the fixture is and served as novareyes.example: the browser maps the site's host and the
 * service's to this machine, where a stand-in takes the service's requests. Tagged @analytics:
 * npm test runs these, and only these, on each service's build (ANALYTICS_SERVICE).
 */
const SERVICE = process.env.ANALYTICS_SERVICE ?? "plausible"
const PORT = Number(process.env.E2E_PORT ?? 9000)
const SITE = "https://novareyes.example"
const analytics = (
  JSON.parse(
    readFileSync(`tests/fixtures/analytics/${SERVICE}/site.merge.json`, "utf8"),
  ) as { analytics: AnalyticsConfig }
).analytics
const counter = counterOf(analytics, SITE)!
const serviceOrigin = new URL(counter.endpoint).origin
const SERVICE_NAMES = {
  plausible: "Plausible Analytics",
  umami: "Umami",
  goatcounter: "GoatCounter",
}

/** Where links that leave the site go; each is answered by a stub page. */
const OUTSIDE = [
  "https://open.spotify.com",
  "https://tickets.fixture.test",
  "https://shop.fixture.test",
  "https://www.instagram.com",
  "https://www.youtube-nocookie.com",
  "https://i.ytimg.com",
]

type StandIn = Awaited<ReturnType<typeof startCountingStandIn>>

/** What the test's page has sent so far. */
type Sent = () => Counted[]

const test = base.extend<{ sent: Sent }, { standIn: StandIn }>({
  standIn: [
    // Playwright reads what a fixture needs from this pattern: this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const standIn = await startCountingStandIn(testCertificate(PORT))
      await provide(standIn)
      await standIn.close()
    },
    { scope: "worker" },
  ],
  // playwright.config.ts's own launch (Debian's browser, its flags, the test key), plus the map.
  browser: [
    async ({ playwright, launchOptions, standIn }, provide) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          `--host-resolver-rules=MAP novareyes.example 127.0.0.1, MAP ${new URL(counter.endpoint).hostname} 127.0.0.1:${standIn.port}`,
        ],
      })
      await provide(browser)
      await browser.close()
    },
    { scope: "worker" },
  ],
  sent: async ({ standIn, page }, provide) => {
    const from = standIn.counted.length
    for (const origin of OUTSIDE)
      await page.context().route(`${origin}/**`, route =>
        route.fulfill({
          contentType: "text/html",
          body: "<title>Away</title>",
        }),
      )
    await provide(() => standIn.counted.slice(from))
  },
})

const views = (sent: Sent) => sent().filter(hit => hit.kind === "view")
const events = (sent: Sent, name: string) =>
  sent().filter(hit => hit.kind === "event" && hit.name === name)

/** An event's properties as the service shows them (GoatCounter: its values, in order). */
const expectEvent = async (
  sent: Sent,
  name: string,
  props: Record<string, string>,
  page: string,
  language = "en",
) => {
  await expect.poll(() => events(sent, name).length).toBe(1)
  const [hit] = events(sent, name)
  if (SERVICE === "goatcounter") {
    expect(hit!.props.values).toBe(Object.values(props).join("/"))
    expect(hit!.url).toBe(`${page} (${language})`)
  } else {
    expect(hit!.props).toEqual({ ...props, page, language })
  }
}

/** Counting starts once the page is idle after its load. */
const gotoCounted = async (page: Page, sent: Sent, path: string) => {
  const before = views(sent).length
  await gotoHydrated(page, path)
  await expect.poll(() => views(sent).length).toBe(before + 1)
}

/** Past the moment counting starts, and a counted click: no counter loaded, nothing sent. */
const expectNothingCounted = async (page: Page, sent: Sent) => {
  await gotoHydrated(page, "/")
  await page.waitForLoadState("load")
  await page.evaluate(
    () => new Promise(resolve => requestIdleCallback(resolve)),
  )
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /Instagram/ })
    .click()
  const resources = await page.evaluate(() =>
    performance.getEntriesByType("resource").map(entry => entry.name),
  )
  expect(resources.filter(name => /counter-/.test(name))).toEqual([])
  expect(sent()).toEqual([])
}

test.describe(`counting on ${SERVICE}`, { tag: "@analytics" }, () => {
  test.use({
    baseURL: `${SITE}:${PORT}`,
    allowedOrigins: [
      serviceOrigin,
      FORMS_ORIGIN,
      MAILING_LIST_ORIGIN,
      ...OUTSIDE,
    ],
  })

  test("one page view on load and one on each navigation, with the address and the language", async ({
    page,
    sent,
  }) => {
    await gotoCounted(page, sent, "/")
    await page
      .getByRole("navigation")
      .getByRole("link", { name: "Tour" })
      .first()
      .click()
    await expect.poll(() => views(sent).length).toBe(2)
    // A jump within the page is no page view.
    await page.evaluate(() => (location.hash = "main"))
    await gotoCounted(page, sent, "/es/music/")
    const [home, tour, music] = views(sent)
    // GoatCounter is sent the path; the others the address, which Umami takes without its port.
    expect(
      [home, tour, music].map(hit => new URL(hit!.url, SITE).pathname),
    ).toEqual(["/", "/tour/", "/es/music/"])
    if (SERVICE !== "goatcounter")
      expect([home!.props.language, music!.props.language]).toEqual([
        "en",
        "es",
      ])
  })

  test("the campaign parameters reach the service", async ({ page, sent }) => {
    const campaign =
      "?utm_source=newsletter&utm_medium=email&utm_campaign=spring-tour&utm_content=hero&ref=instagram"
    await gotoCounted(page, sent, `/${campaign}`)
    expect(views(sent)[0]!.url).toMatch(new RegExp(`/\\${campaign}$`))
  })

  test("each named event once, with its properties, and a link that leaves opens at once", async ({
    page,
    sent,
  }) => {
    await page.clock.setFixedTime(FIXTURE_BUILT_AT)
    await acceptFormPosts(page)
    await page.route(MAILING_LIST_FORM, route =>
      route.fulfill({ json: { status: "success" } }),
    )

    await gotoCounted(page, sent, "/music/luz-de-neon/")
    const spotify = page.waitForEvent("popup")
    await page
      .getByRole("link", { name: /Listen on Spotify/ })
      .first()
      .click()
    await (await spotify).waitForLoadState()
    await expectEvent(
      sent,
      "Stream",
      { platform: "spotify", release: "luz-de-neon" },
      "/music/luz-de-neon/",
    )
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /Instagram/ })
      .click()
    await expectEvent(
      sent,
      "Social",
      { network: "instagram" },
      "/music/luz-de-neon/",
    )
    const footer = page.getByRole("contentinfo")
    await footer.getByLabel("Your email").fill("ana@example.com")
    await footer.getByRole("button", { name: "Sign Up" }).click()
    await expectEvent(
      sent,
      "Sign-up",
      { from: "footer" },
      "/music/luz-de-neon/",
    )

    await gotoCounted(page, sent, "/tour/")
    await page
      .getByRole("link", { name: /Get Tickets/ })
      .first()
      .click()
    await expectEvent(sent, "Tickets", { show: "los-angeles" }, "/tour/")
    await page
      .getByRole("link", { name: /descargar|download/i })
      .first()
      .click()
    await expectEvent(sent, "Calendar", { action: "download" }, "/tour/")

    await gotoCounted(page, sent, "/store/")
    await page
      .getByRole("link", { name: /Add to Cart/ })
      .first()
      .click()
    await expect.poll(() => events(sent, "Store").length).toBe(1)

    await gotoCounted(page, sent, "/press/")
    await page
      .getByRole("link", { name: /Press Kit/i })
      .first()
      .click()
    await expectEvent(sent, "Download", { file: "press-kit" }, "/press/")

    await gotoCounted(page, sent, "/media/")
    await page.getByRole("button", { name: /^Play/ }).first().click()
    await expect.poll(() => events(sent, "Video play").length).toBe(1)

    await gotoCounted(page, sent, "/contact/")
    await page.getByLabel("Name", { exact: true }).fill("Ana López")
    await page.getByLabel("Email", { exact: true }).fill("ana@example.com")
    await page.getByLabel("Message", { exact: true }).fill("¡Hola!")
    await page.getByRole("button", { name: "Send Message" }).click()
    await expectEvent(sent, "Contact message", {}, "/contact/")

    await page.getByRole("link", { name: /ES/ }).first().click()
    await expectEvent(sent, "Language switch", { to: "es" }, "/contact/")
  })

  test.describe("a page not found", () => {
    test.use({ expectedConsoleErrors: notFoundLogs })
    test("is counted with the address asked for", async ({ page, sent }) => {
      await gotoCounted(page, sent, "/tuor/")
      await expectEvent(sent, "404", { path: "/tuor/" }, "/tuor/")
    })
  })

  for (const [signal, script] of [
    [
      "Global Privacy Control",
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })",
    ],
    [
      "Do Not Track",
      "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })",
    ],
  ] as const) {
    test(`nothing is sent or loaded under ${signal}`, async ({
      page,
      sent,
    }) => {
      await page.addInitScript(script)
      await expectNothingCounted(page, sent)
    })
  }

  test.describe("off the live site's host", () => {
    test.use({ baseURL: `https://localhost:${PORT}` })
    test("a preview or a local copy counts nothing", async ({ page, sent }) => {
      await expectNothingCounted(page, sent)
    })
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })
    test(
      SERVICE === "goatcounter"
        ? "a visit is counted by GoatCounter's pixel"
        : "nothing is counted",
      async ({ page, sent }) => {
        await page.goto("/about/")
        await page.waitForLoadState("load")
        if (SERVICE === "goatcounter") {
          await expect
            .poll(() => views(sent).map(hit => hit.url))
            .toEqual(["/about/"])
        } else {
          await expect(page.locator("noscript")).toHaveCount(0)
          expect(sent()).toEqual([])
        }
      },
    )
  })

  test("no cookie and nothing stored", async ({ page, sent }) => {
    await gotoCounted(page, sent, "/")
    await page
      .getByRole("navigation")
      .getByRole("link", { name: "Music" })
      .first()
      .click()
    await expect.poll(() => views(sent).length).toBe(2)
    expect(await page.context().cookies()).toEqual([])
    expect(
      await page.evaluate(() => [localStorage.length, sessionStorage.length]),
    ).toEqual([0, 0])
  })

  test("the policies name the service's origin, exactly", async ({
    page,
    sent,
  }) => {
    const response = await page.goto("/")
    const header =
      (await response!.allHeaders())["content-security-policy"] ?? ""
    const meta = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content")
    for (const policy of [header, meta ?? ""]) {
      expect(policy).toContain(
        `connect-src 'self' ${FORMS_ORIGIN} ${MAILING_LIST_ORIGIN} ${serviceOrigin};`,
      )
      expect(policy).toContain(
        SERVICE === "goatcounter"
          ? `img-src 'self' data: ${serviceOrigin};`
          : "img-src 'self' data:;",
      )
    }
    expect(sent().filter(hit => hit.kind === "event")).toEqual([])
  })

  test("the privacy page names the service, in both languages", async ({
    page,
  }) => {
    await page.goto("/privacy/")
    await expect(page.locator("main")).toContainText(
      SERVICE_NAMES[SERVICE as keyof typeof SERVICE_NAMES],
    )
    await page.goto("/es/privacy/")
    await expect(page.locator("main")).toContainText(
      SERVICE_NAMES[SERVICE as keyof typeof SERVICE_NAMES],
    )
  })
})
