import { test as base, expect, type Locator, type Page } from "@playwright/test"

export { expect }
export type { Locator, Page }

/** Every route of the product specification (docs/specification.md), with words it says each page shows. */
export const routes = [
  {
    path: "/",
    label: "Home",
    title: /^Nova Reyes \| /,
    shows: ["The Future of Latin Pop Has Arrived", "Over 1K+ streams"],
  },
  {
    path: "/about/",
    label: "About",
    title: /^About \| Nova Reyes$/,
    shows: ["Download Press Kit"],
  },
  {
    path: "/music/",
    label: "Music",
    title: /^Music \| Nova Reyes$/,
    shows: ["Luz de Neón", "Corazón Eléctrico", "Coming Soon"],
  },
  {
    path: "/tour/",
    label: "Tour",
    title: /^Tour \| Nova Reyes$/,
    shows: ["Los Angeles", "San Diego", "Mexico City", "Buy Tickets Now"],
  },
  {
    path: "/media/",
    label: "Media",
    title: /^Media \| Nova Reyes$/,
    shows: ["Official Music Video", "Subscribe on YouTube"],
  },
  {
    path: "/store/",
    label: "Store",
    title: /^Store \| Nova Reyes$/,
    shows: [
      "$29.99",
      "$24.99",
      "$49.99",
      "Shop Now | Worldwide Shipping Available",
    ],
  },
  {
    path: "/contact/",
    label: "Contact",
    title: /^Contact \| Nova Reyes$/,
    shows: ["For Fans", "For Media / Bookings", "press@novareyes.example"],
  },
] as const

/**
 * The same routes in Spanish, under /es/, with words each page shows in Spanish (from the
 * tests' fixture data and the Spanish interface text) and no English ones.
 */
export const spanishRoutes = [
  {
    path: "/es/",
    english: "/",
    label: "Inicio",
    title: /^Nova Reyes \| Pop latino/,
    shows: ["El futuro del pop latino ya llegó", "Más de 1K+ reproducciones"],
  },
  {
    path: "/es/about/",
    english: "/about/",
    label: "Biografía",
    title: /^Biografía \| Nova Reyes$/,
    shows: ["Sobre Nova", "Descargar kit de prensa"],
  },
  {
    path: "/es/music/",
    english: "/music/",
    label: "Música",
    title: /^Música \| Nova Reyes$/,
    shows: ["Luz de Neón", "Corazón Eléctrico", "Próximamente"],
  },
  {
    path: "/es/tour/",
    english: "/tour/",
    label: "Gira",
    title: /^Gira \| Nova Reyes$/,
    shows: [
      "Los Ángeles",
      "Ciudad de México",
      "sábado, 16 de mayo de 2026",
      "Compra tus boletos ya",
    ],
  },
  {
    path: "/es/media/",
    english: "/media/",
    label: "Videos",
    title: /^Videos \| Nova Reyes$/,
    shows: ["Luz de Neón (Video oficial)", "Suscríbete en YouTube"],
  },
  {
    path: "/es/store/",
    english: "/store/",
    label: "Tienda",
    title: /^Tienda \| Nova Reyes$/,
    shows: ["$29.99", "Compra ahora | Envíos a todo el mundo"],
  },
  {
    path: "/es/contact/",
    english: "/contact/",
    label: "Contacto",
    title: /^Contacto \| Nova Reyes$/,
    shows: ["Para fans", "Para prensa / contrataciones", "Enviar mensaje"],
  },
  {
    path: "/es/tour/mexico-city/",
    english: "/tour/mexico-city/",
    label: "Gira",
    title: /^Ciudad de México, sábado, 11 de julio de 2026 \| Nova Reyes$/,
    shows: ["Todas las fechas de la gira", "Cuándo", "Dónde"],
  },
] as const

/**
 * Every page a visitor can reach in both languages: the routes, a show's page, a release's
 * page, the press page, the news list and a post, and the privacy page (for checks that
 * walk the whole site).
 */
export const everyPage = [
  ...new Set(
    ["/", "/es/"].flatMap(root =>
      [
        ...routes.map(route => route.path.slice(1)),
        "tour/mexico-city/",
        "music/corazon-electrico/",
        "press/",
        "news/",
        "news/fixture-post-11/",
        "privacy/",
      ].map(path => `${root}${path}`),
    ),
  ),
]

/**
 * When npm test dates the fixture build (BUILD_TIME=2026-04-01, before the fixture's
 * tour): tests that need the tour's tickets on sale set the visitor's clock to it.
 */
export const FIXTURE_BUILT_AT = new Date("2026-04-01T12:00:00Z")

/**
 * The server's plain-HTTP port, which only redirects to the site over HTTPS (the
 * recipe's port-80 server; playwright.config.ts names it).
 */
export const PLAIN_HTTP_ORIGIN = `http://localhost:${process.env.E2E_HTTP_PORT ?? 9080}`

/** The fixture's form service (data/contact.json); the variant data has none. */
export const FORM_ENDPOINT = "https://forms.fixture.test/f/contact"
export const FORMS_ORIGIN = new URL(FORM_ENDPOINT).origin
/** The fixture's mailing list: a Kit form (tests/fixtures/data/contact.json). */
export const MAILING_LIST_FORM =
  "https://app.kit.com/forms/1234567/subscriptions"
export const MAILING_LIST_ORIGIN = new URL(MAILING_LIST_FORM).origin

/** Stands in for the form service: every post accepted; returns the bodies it received. */
export const acceptFormPosts = async (page: Page) => {
  const posts: string[] = []
  await page.route(FORM_ENDPOINT, async route => {
    posts.push(route.request().postData() ?? "")
    await route.fulfill({ json: { ok: true } })
  })
  return posts
}

/** Console lines a 404 visit is expected to produce: the page's own log and the 404 responses. */
export const notFoundLogs =
  /^404: no page at |^404: no hay ninguna página en |^Failed to load resource: the server responded with a status of 404/

/**
 * Collects what makes a page unhealthy: console errors and warnings, uncaught errors,
 * failed responses and Content-Security-Policy violations (unless `expected()` matches
 * them), and requests to other origins than the site's and `allowedOrigins`.
 */
export const watchPageHealth = async (
  page: Page,
  {
    baseURL,
    expected,
    allowedOrigins,
  }: {
    /** The site's address: requests to its origin are the site's own. */
    baseURL: string | undefined
    /** Read when each problem happens, so a page kept across tests can change it. */
    expected: () => RegExp | null
    allowedOrigins: readonly string[]
  },
) => {
  const origin = new URL(baseURL ?? "http://localhost").origin
  const problems: string[] = []
  page.on("console", message => {
    const type = message.type()
    if (type !== "error" && type !== "warning") return
    const text = message.text()
    if (!expected()?.test(text)) problems.push(`console.${type}: ${text}`)
  })
  page.on("response", response => {
    if (response.status() >= 400 && !expected()) {
      problems.push(`${response.status()} for ${response.url()}`)
    }
  })
  page.on("pageerror", error => {
    const text = `uncaught error: ${error.message}`
    if (!expected()?.test(text)) problems.push(text)
  })
  // The server sends the site's Content-Security-Policy (scripts/serve-nginx.mjs):
  // anything it blocks is a problem, whether or not the browser logs it.
  await page.exposeFunction("reportPolicyViolation", (text: string) =>
    problems.push(`Content-Security-Policy violation: ${text}`),
  )
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", event => {
      const { reportPolicyViolation } = window as unknown as {
        reportPolicyViolation: (text: string) => void
      }
      reportPolicyViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.context().on("request", request => {
    const url = new URL(request.url())
    if (url.protocol === "data:" || url.protocol === "blob:") return
    if (url.origin !== origin && !allowedOrigins.includes(url.origin)) {
      problems.push(`request to ${request.url()}`)
    }
  })
  return problems
}

/** Fails the test with every problem `watchPageHealth` collected, if there are any. */
export const expectHealthy = (problems: readonly string[]) =>
  expect(problems, "console errors, page errors or outside requests").toEqual(
    [],
  )

type Fixtures = {
  /** Console errors, uncaught errors ("uncaught error: …") and 404 responses this test expects; anything else fails it. */
  expectedConsoleErrors: RegExp | null
  /** Outside origins this test may reach (routed to stubs by the test itself). */
  allowedOrigins: readonly string[]
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [null, { option: true }],
  allowedOrigins: [[], { option: true }],
  // Every test's page is watched, and the test fails on any console error or warning,
  // uncaught page error or outside request. A test that only asks the server (`request`)
  // opens no page: a page costs a renderer process.
  // (`provide` is Playwright's `use`, named so that React's lint rules leave it alone.)
  page: async (
    { page, baseURL, expectedConsoleErrors, allowedOrigins },
    provide,
  ) => {
    const problems = await watchPageHealth(page, {
      baseURL,
      expected: () => expectedConsoleErrors,
      allowedOrigins,
    })
    await provide(page)
    expectHealthy(problems)
  },
})

/**
 * One page for a group of tests that each open a page of the site and read it, without
 * changing anything a later test would see (the site keeps no cookies or storage). On a
 * two-core machine a fresh context and page cost three times the load of a page in
 * them; the group's tests run in order in one worker (a failed test restarts it, and the
 * rest go on), each still with the health check of `page`. Tests that rely on a cold
 * cache (loading.spec.ts), change the clock or the page's options keep their own page.
 * `clock` fixes the visitor's clock for the whole group; the page takes the group's
 * options (`test.use`) as `page` does, such as `javaScriptEnabled`, `bypassCSP` and
 * `allowedOrigins`.
 */
export const shareOnePage = (options: { clock?: Date } = {}) => {
  test.describe.configure({ mode: "default" })
  let shared: Page | undefined
  let problems: string[] = []
  let expected: RegExp | null = null
  test.beforeAll(
    async ({
      browser,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      javaScriptEnabled,
      bypassCSP,
      allowedOrigins,
    }) => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        javaScriptEnabled,
        bypassCSP,
      })
      shared = await context.newPage()
      if (options.clock) await shared.clock.setFixedTime(options.clock)
      problems = await watchPageHealth(shared, {
        baseURL,
        expected: () => expected,
        allowedOrigins,
      })
    },
  )
  test.beforeEach(({ expectedConsoleErrors }) => {
    expected = expectedConsoleErrors
  })
  test.afterEach(() => expectHealthy(problems.splice(0)))
  test.afterAll(async () => shared?.context().close())
  return () => {
    if (!shared) throw new Error("the group's shared page did not open")
    return shared
  }
}

/** Opens a route and waits until React has hydrated it, so its behaviour can be tried. */
export const gotoHydrated = async (page: Page, path: string) => {
  const response = await page.goto(path)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  return response
}

/**
 * Opens a route hydrated with the visitor's clock fixed at `time`, past the moment React
 * looks at that clock again (the tour's tickets, a release's day).
 */
export const gotoHydratedAt = async (page: Page, time: Date, path: string) => {
  await page.clock.setFixedTime(time)
  await gotoHydrated(page, path)
  await page.evaluate(
    () =>
      new Promise(resolve =>
        requestAnimationFrame(() => setTimeout(resolve, 100)),
      ),
  )
}
