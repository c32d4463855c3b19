import {
  acceptFormPosts,
  expect,
  FIXTURE_BUILT_AT,
  FORMS_ORIGIN,
  gotoHydrated,
  notFoundLogs,
  spanishRoutes,
  shareOnePage,
  test,
  type Page,
} from "./fixtures"
import { en } from "../../src/strings/en"
import { es } from "../../src/strings/es"
import { structuredData } from "../support/structuredData"

/** The fixture's site address (tests/fixtures/data/site.json): where absolute links point. */
const SITE_URL = "https://novareyes.example"

/** Each page with its Spanish twin, a show's page among them. */
const pairs = spanishRoutes.map(route => ({
  en: route.english,
  es: route.path,
}))

/** Every piece of interface text, by its key, with a function's result for sample words. */
const leaves = (value: unknown, key = ""): [string, string][] => {
  if (typeof value === "string") return [[key, value]]
  if (typeof value === "function") {
    const sample = Array.from({ length: value.length }, () => "X")
    return leaves((value as (...words: string[]) => unknown)(...sample), key)
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([name, inner]) =>
      leaves(inner, key ? `${key}.${name}` : name),
    )
  }
  return []
}

/**
 * The English interface text a Spanish page must never show: each English string whose
 * Spanish differs, cut at the sample words into the fixed parts worth looking for, less
 * the parts Spanish uses too ("· Show").
 */
const englishOnly = (() => {
  const spanish = new Map(leaves(es))
  const spanishText = [...spanish.values()].join("\n")
  return [
    ...new Set(
      leaves(en)
        .filter(([key, text]) => spanish.get(key) !== text)
        .flatMap(([, text]) => text.split("X"))
        .map(part => part.trim())
        .filter(part => /\p{L}{3}/u.test(part) && !spanishText.includes(part)),
    ),
  ]
})()

/**
 * English interface text found on the page: in its text (phrases of two words or more),
 * or as the whole of a text or of a label read out to screen readers (single words).
 */
const englishOn = async (page: Page) => {
  const { text, pieces } = await page.evaluate(() => {
    const found: string[] = []
    for (const element of document.body.querySelectorAll("*")) {
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name)
        if (value) found.push(value.trim())
      }
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
          found.push(node.textContent.trim())
        }
      }
    }
    return { text: document.body.innerText, pieces: found }
  })
  const everything = [text, ...pieces].join("\n")
  return englishOnly.filter(english =>
    english.includes(" ")
      ? everything.includes(english)
      : pieces.includes(english),
  )
}

const switchLink = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("link", { name })

test.describe("every route in Spanish", () => {
  // The English routes are opened at both sizes (routes.spec.ts); the Spanish ones have
  // the same markup in other words, so one size is enough for them.
  test.skip(({ isMobile }) => isMobile, "the same words at every size")
  const visitor = shareOnePage({ clock: FIXTURE_BUILT_AT })

  for (const route of spanishRoutes) {
    test(`${route.path} answers in Spanish, with lang="es"`, async () => {
      const page = visitor()
      const response = await gotoHydrated(page, route.path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(route.title)
      await expect(page.locator("html")).toHaveAttribute("lang", "es")
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      for (const text of route.shows) {
        await expect(
          page.getByText(text, { exact: false }).first(),
        ).toBeVisible()
      }
      expect(await englishOn(page)).toEqual([])
      // The footer's list of pages is in Spanish, the current one marked.
      const pages = page.getByRole("navigation", { name: "Páginas" })
      await expect(
        pages.getByRole("link", { name: route.label }),
      ).toHaveAttribute("aria-current", /^(page|true)$/)
      await expect(
        page
          .getByRole("navigation", { name: "Principal" })
          .getByRole("link", { name: route.label }),
      ).toHaveAttribute("aria-current", /^(page|true)$/)
      // Every link inside the site stays in Spanish but the switch's.
      const inside = await page
        .locator('a[href^="/"]:not([hreflang="en"])')
        .evaluateAll(links => links.map(link => link.getAttribute("href")))
      expect(inside.filter(href => !href?.startsWith("/es/"))).toEqual([])
    })
  }
})

test.describe("the language switch", () => {
  // The tour's tickets on sale, as built (the other tests open pages the clock does not change).
  const visitor = shareOnePage({ clock: FIXTURE_BUILT_AT })

  for (const pair of pairs) {
    test(`goes from ${pair.en} to ${pair.es} and back`, async ({
      isMobile,
    }) => {
      test.skip(isMobile, "the header's switch is the same at every size")
      const page = visitor()
      await gotoHydrated(page, pair.en)
      const current = page
        .getByRole("banner")
        .getByRole("navigation", { name: "Language" })
        .locator('[aria-current="true"]')
      await expect(current).toHaveText(/English/)
      const toSpanish = switchLink(page, "Leer esta página en español")
      await expect(toSpanish).toHaveAttribute("hreflang", "es")
      await toSpanish.click()
      await page.waitForURL(url => url.pathname === pair.es)
      await expect(page.locator("html")).toHaveAttribute("lang", "es")
      await expect(
        page
          .getByRole("banner")
          .getByRole("navigation", { name: "Idioma" })
          .locator('[aria-current="true"]'),
      ).toHaveText(/Español/)
      await switchLink(page, "Read this page in English").click()
      await page.waitForURL(url => url.pathname === pair.en)
      await expect(page.locator("html")).toHaveAttribute("lang", "en")
    })
  }

  test.describe("before any JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("is a plain link to the page in the other language", async ({
      page,
    }) => {
      await page.goto("/tour/")
      await switchLink(page, "Leer esta página en español").click()
      await page.waitForURL(url => url.pathname === "/es/tour/")
      await expect(page.getByText("Ciudad de México").first()).toBeVisible()
    })
  })

  test("is in the mobile menu too", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu is the phone's navigation")
    await gotoHydrated(page, "/es/store/")
    await page.getByRole("button", { name: "Abrir menú" }).click()
    const drawer = page.getByRole("dialog", { name: "Menú" })
    await expect(
      drawer
        .getByRole("navigation", { name: "Idioma" })
        .locator('[aria-current="true"]'),
    ).toHaveText("Español")
    await drawer
      .getByRole("link", { name: "Read this page in English" })
      .click()
    await page.waitForURL(url => url.pathname === "/store/")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
  })
})

test.describe("an unknown path under /es/", () => {
  test.use({ expectedConsoleErrors: notFoundLogs })

  test("answers 404 with the Spanish not-found page and logs the path", async ({
    page,
  }) => {
    const logged = page.waitForEvent("console", message =>
      message.text().startsWith("404: no hay ninguna página en"),
    )
    const response = await gotoHydrated(page, "/es/no-existe/")
    expect(response?.status()).toBe(404)
    expect((await logged).text()).toBe(
      "404: no hay ninguna página en /es/no-existe/",
    )
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "¡Uy! Página no encontrada",
    )
    expect(await englishOn(page)).toEqual([])
    await expect(
      page.getByRole("link", { name: "Volver al inicio" }),
    ).toHaveAttribute("href", "/es/")
    // No same page in English: the switch leads to the English home page.
    await expect(switchLink(page, "Read this page in English")).toHaveAttribute(
      "href",
      "/",
    )
  })
})

/** The alternate links in a page's head, by language. */
const alternatesOf = async (page: Page) =>
  Object.fromEntries(
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll(links =>
        links.map(link => [
          link.getAttribute("hreflang") ?? "",
          link.getAttribute("href") ?? "",
        ]),
      ),
  ) as Record<string, string>

test.describe("for search engines", () => {
  // One screen size is enough: the words and the links are the same at every size.
  test.skip(({ isMobile }) => isMobile, "the same at every size")
  const visitor = shareOnePage()

  for (const pair of pairs) {
    test(`${pair.en} and ${pair.es} link each other, with x-default`, async () => {
      const page = visitor()
      const expected = {
        en: `${SITE_URL}${pair.en}`,
        es: `${SITE_URL}${pair.es}`,
        "x-default": `${SITE_URL}${pair.en}`,
      }
      for (const [language, path] of [
        ["en", pair.en],
        ["es", pair.es],
      ] as const) {
        await page.goto(path)
        expect(await alternatesOf(page)).toEqual(expected)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          expected[language],
        )
      }
    })
  }

  test("the sitemap lists both languages, each page with its alternates", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    for (const pair of pairs) {
      for (const path of [pair.en, pair.es]) {
        expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`)
      }
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="es" href="${SITE_URL}${pair.es}"/>`,
      )
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${pair.en}"/>`,
      )
    }
    expect(sitemap).not.toContain("/es/404")
  })

  test("Open Graph and structured data name the page's language", async () => {
    const page = visitor()
    await page.goto("/es/")
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`)
    await expect(meta("og:locale")).toHaveAttribute("content", "es_US")
    await expect(meta("og:locale:alternate")).toHaveAttribute(
      "content",
      "en_US",
    )
    await expect(meta("og:image")).toHaveAttribute(
      "content",
      `${SITE_URL}/og/es-home.jpg`,
    )
    const [site] = await structuredData(page, "WebSite")
    expect(site).toMatchObject({ inLanguage: "es", url: `${SITE_URL}/es/` })
    await page.goto("/")
    await expect(meta("og:locale")).toHaveAttribute("content", "en_US")
    await expect(meta("og:locale:alternate")).toHaveAttribute(
      "content",
      "es_US",
    )
    const [english] = await structuredData(page, "WebSite")
    expect(english).toMatchObject({ inLanguage: "en", url: `${SITE_URL}/` })
  })

  test("each language has its own share images", async ({ request }) => {
    for (const name of ["es-home", "es-tour", "es-show-mexico-city"]) {
      const response = await request.get(`/og/${name}.jpg`)
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("image/jpeg")
    }
  })
})

test.describe("the contact form in Spanish", () => {
  test.use({ allowedOrigins: [FORMS_ORIGIN] })

  test("shows its notice in Spanish", async ({ page }) => {
    const posts = await acceptFormPosts(page)
    await gotoHydrated(page, "/es/contact/")
    await page.getByLabel("Nombre", { exact: true }).fill("Ana López")
    await page
      .getByLabel("Correo electrónico", { exact: true })
      .fill("ana@example.com")
    await page.getByLabel("Mensaje", { exact: true }).fill("¡Hola, Nova!")
    await page.getByRole("button", { name: "Enviar mensaje" }).click()
    await expect(page.getByRole("status")).toContainText(
      "¡Mensaje enviado! Te responderemos pronto.",
    )
    await expect(
      page.getByRole("region", { name: "Notificaciones Alt+T" }),
    ).toBeAttached()
    await expect(
      page.getByRole("button", { name: "Cerrar notificación" }),
    ).toBeVisible()
    expect(await englishOn(page)).toEqual([])
    expect(posts).toHaveLength(1)
  })
})

test.describe("the header at 768 px, where the inline links begin", () => {
  test.use({ viewport: { width: 768, height: 600 } })
  test.skip(({ isMobile }) => isMobile, "a width, not a device")

  for (const path of ["/tour/", "/es/tour/"]) {
    test(`holds every link and the switch on ${path}`, async ({ page }) => {
      await page.goto(path)
      const links = page.getByRole("banner").getByRole("link")
      const current = page
        .getByRole("banner")
        .locator('nav [aria-current="true"]')
      for (const item of [...(await links.all()), ...(await current.all())]) {
        const box = await item.boundingBox()
        expect(box).not.toBeNull()
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(768)
      }
    })
  }
})
