import { strFromU8, unzipSync } from "fflate"
import sharp from "sharp"

import { axeViolations } from "../support/axe"
import { structuredData, type Json } from "../support/structuredData"
import { layoutShifts } from "../support/layoutShifts"
import { fixtureData } from "../support/dataFiles"
import { expect, gotoHydrated, test } from "./fixtures"

const SITE = "https://novareyes.example"

/** The tests' own press data (tests/fixtures/data/press.json). */
type PressData = {
  bios: {
    short: { en: string; es: string }
    medium: { en: string; es: string }
    long: { en: string[]; es: string[] }
  }
  photos: {
    image: string
    alt: { en: string; es: string }
    caption: { en: string; es: string }
    credit: string
  }[]
  quotes: {
    text: string
    language: string
    source: { publication: string; author?: string; url?: string }
  }[]
  facts: { label: string; forFansOf: string[] }
  contacts: { role: string; name: string; email: string }[]
}
const press = fixtureData.readJson<PressData>("press.json")

const languages = [
  {
    path: "/press/",
    language: "en" as const,
    heading: "Press",
    copy: (length: string) => `Copy the ${length} biography`,
    copied: (length: string) => `The ${length} biography is on the clipboard.`,
    lengths: { short: "short", medium: "medium", long: "long" },
    photoBy: "Photo:",
    next: "Next photo",
    previous: "Previous photo",
    close: "Close",
    latest: "Latest release",
    shows: "Shows in 2026",
    roles: ["Booking", "Management", "Press"],
    pressKit: "Download Press Kit",
    rider: "Technical rider and stage plot",
  },
  {
    path: "/es/press/",
    language: "es" as const,
    heading: "Prensa",
    copy: (length: string) => `Copiar la biografía ${length}`,
    copied: (length: string) =>
      `La biografía ${length} está en el portapapeles.`,
    lengths: { short: "corta", medium: "media", long: "larga" },
    photoBy: "Foto:",
    next: "Foto siguiente",
    previous: "Foto anterior",
    close: "Cerrar",
    latest: "Último lanzamiento",
    shows: "Conciertos en 2026",
    roles: ["Contrataciones", "Mánager", "Prensa"],
    pressKit: "Descargar kit de prensa",
    rider: "Rider técnico y plano de escenario",
  },
]

for (const words of languages) {
  const { language } = words
  test.describe(`the press page in ${language}`, () => {
    test.skip(({ isMobile }) => isMobile, "the same content at every size")

    test("gives the bios, credited photos, quotes, facts, downloads and contacts", async ({
      page,
    }) => {
      await gotoHydrated(page, words.path)
      await expect(
        page.getByRole("heading", { level: 1, name: words.heading }),
      ).toBeVisible()
      const main = page.locator("main")
      await expect(main).toContainText(press.bios.short[language])
      await expect(main).toContainText(press.bios.medium[language])
      for (const paragraph of press.bios.long[language]) {
        await expect(main).toContainText(paragraph)
      }
      for (const photo of press.photos) {
        const figure = page.getByRole("figure").filter({
          hasText: photo.caption[language],
        })
        await expect(figure).toContainText(`${words.photoBy} ${photo.credit}`)
        await expect(
          figure.getByRole("link", { name: photo.alt[language] }),
        ).toBeVisible()
      }
      // Quotes as written, with their source cited.
      const quotes = main.locator("blockquote")
      await expect(quotes).toHaveCount(press.quotes.length)
      for (const [index, quote] of press.quotes.entries()) {
        const figure = quotes.nth(index).locator("xpath=..")
        await expect(quotes.nth(index)).toContainText(quote.text)
        await expect(figure.locator("cite")).toContainText(
          quote.source.publication,
        )
        if (quote.language !== language) {
          await expect(quotes.nth(index)).toHaveAttribute(
            "lang",
            quote.language,
          )
        }
        if (quote.source.url) {
          await expect(quotes.nth(index)).toHaveAttribute(
            "cite",
            quote.source.url,
          )
        }
      }
      // The fact sheet: the facts written and the ones the data keeps current.
      const facts = main.locator("dl")
      await expect(facts).toContainText(press.facts.label)
      await expect(facts).toContainText(press.facts.forFansOf.join(", "))
      const latest = facts.locator("dt", { hasText: words.latest })
      await expect(latest).toHaveCount(1)
      // Built on 2026-04-01: the EP of 2026-03-14 is the newest release out.
      await expect(
        facts.getByRole("link", { name: /Corazón Eléctrico/ }),
      ).toHaveAttribute(
        "href",
        language === "en"
          ? "/music/corazon-electrico/"
          : "/es/music/corazon-electrico/",
      )
      await expect(facts.locator("dt", { hasText: words.shows })).toHaveCount(1)
      // Contacts: each role's person and address.
      for (const [index, contact] of press.contacts.entries()) {
        await expect(main).toContainText(words.roles[index] ?? "")
        await expect(
          main.getByRole("link", { name: contact.email }),
        ).toHaveAttribute("href", `mailto:${contact.email}`)
      }
      await expect(
        main.getByRole("link", { name: new RegExp(words.pressKit) }),
      ).toHaveAttribute(
        "href",
        `${language === "en" ? "" : "/es"}/press/nova-reyes-press-kit.zip`,
      )
      await expect(
        main.getByRole("link", { name: new RegExp(words.rider) }),
      ).toHaveAttribute(
        "href",
        `${language === "en" ? "" : "/es"}/press/nova-reyes-technical-rider.pdf`,
      )
    })

    test("copies each bio to the clipboard and says so", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: baseURL,
      })
      await gotoHydrated(page, words.path)
      for (const length of ["short", "medium", "long"] as const) {
        const button = page.getByRole("button", {
          name: words.copy(words.lengths[length]),
        })
        await button.click()
        await expect(button).toHaveText(
          language === "en" ? "Copied" : "Copiada",
        )
        const expected =
          length === "long"
            ? press.bios.long[language].join("\n\n")
            : press.bios[length][language]
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          expected,
        )
        await expect(
          page
            .getByRole("status")
            .filter({ hasText: words.copied(words.lengths[length]) }),
        ).toHaveCount(1)
      }
    })

    test("opens a photo large in a dialog the keyboard works: arrows, Escape, focus back", async ({
      page,
    }) => {
      await gotoHydrated(page, words.path)
      const second = press.photos[1]
      const third = press.photos[2]
      const first = press.photos[0]
      if (!first || !second || !third) throw new Error("three photos expected")
      const opener = page.getByRole("link", { name: second.alt[language] })
      await opener.focus()
      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", {
        name: second.caption[language],
      })
      await expect(dialog).toBeVisible()
      await expect(
        dialog.getByRole("button", { name: words.close }),
      ).toBeFocused()
      await expect(dialog.getByRole("img")).toHaveAttribute(
        "alt",
        second.alt[language],
      )
      await page.keyboard.press("ArrowRight")
      await expect(
        page.getByRole("dialog", { name: third.caption[language] }),
      ).toBeVisible()
      await page.keyboard.press("ArrowRight")
      await expect(
        page.getByRole("dialog", { name: first.caption[language] }),
      ).toBeVisible()
      await page.getByRole("button", { name: words.previous }).click()
      await expect(
        page.getByRole("dialog", { name: third.caption[language] }),
      ).toBeVisible()
      await page.getByRole("button", { name: words.next }).click()
      await expect(
        page.getByRole("dialog", { name: first.caption[language] }),
      ).toBeVisible()
      // The page behind it is out of reach while it is open.
      await expect(page.locator("#___gatsby")).toHaveAttribute("inert", "")
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press("Escape")
      await expect(page.getByRole("dialog")).toHaveCount(0)
      await expect(opener).toBeFocused()
    })

    test("offers each photo at full resolution, the rider as a PDF and both in the press kit", async ({
      page,
      request,
    }) => {
      await gotoHydrated(page, words.path)
      const downloads = page.getByRole("figure").getByRole("link", {
        name: new RegExp(`^${language === "en" ? "Download" : "Descargar"} `),
      })
      await expect(downloads).toHaveCount(press.photos.length)
      for (const [index, photo] of press.photos.entries()) {
        const link = downloads.nth(index)
        const href = (await link.getAttribute("href")) ?? ""
        const response = await request.get(href)
        expect(response.status()).toBe(200)
        expect(response.headers()["content-type"]).toBe("image/jpeg")
        const { width = 0, height = 0 } = await sharp(
          await response.body(),
        ).metadata()
        expect(Math.max(width, height)).toBeGreaterThanOrEqual(2000)
        await expect(link).toContainText(`${width} × ${height} px`)
        await expect(link).toHaveAttribute(
          "download",
          photo.image.slice(photo.image.lastIndexOf("/") + 1),
        )
      }
      const prefix = language === "en" ? "" : "/es"
      const rider = await request.get(
        `${prefix}/press/nova-reyes-technical-rider.pdf`,
      )
      expect(rider.status()).toBe(200)
      expect(rider.headers()["content-type"]).toBe("application/pdf")
      expect((await rider.body()).subarray(0, 5).toString()).toBe("%PDF-")
      const kit = await request.get(`${prefix}/press/nova-reyes-press-kit.zip`)
      expect(kit.status()).toBe(200)
      const files = unzipSync(new Uint8Array(await kit.body()))
      const names = Object.keys(files)
      expect(names).toContain("nova-reyes-press-kit/technical-rider.pdf")
      expect(names).toContain("nova-reyes-press-kit/biography-medium.txt")
      expect(
        strFromU8(
          files["nova-reyes-press-kit/biography-short.txt"] ?? new Uint8Array(),
        ),
      ).toBe(`${press.bios.short[language]}\n`)
      for (const photo of press.photos) {
        expect(names).toContain(
          `nova-reyes-press-kit/photos/${photo.image.slice(photo.image.lastIndexOf("/") + 1)}`,
        )
      }
    })

    test("has its head: title, canonical, both languages, its share image, the artist with every photo credited", async ({
      page,
      request,
    }) => {
      await page.goto(words.path)
      await expect(page).toHaveTitle(`${words.heading} | Nova Reyes`)
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${SITE}${words.path}`,
      )
      await expect(
        page.locator('head link[rel="alternate"][hreflang="en"]'),
      ).toHaveAttribute("href", `${SITE}/press/`)
      await expect(
        page.locator('head link[rel="alternate"][hreflang="es"]'),
      ).toHaveAttribute("href", `${SITE}/es/press/`)
      const image = await page
        .locator('head meta[property="og:image"]')
        .getAttribute("content")
      expect(image).toBe(
        `${SITE}/og/${language === "en" ? "" : "es-"}press.jpg`,
      )
      const card = await request.get((image ?? "").replace(SITE, ""))
      const { width, height } = await sharp(await card.body()).metadata()
      expect({ width, height }).toEqual({ width: 1200, height: 630 })
      const [artist] = await structuredData(page, "MusicGroup")
      const photos = (artist?.image ?? []) as Json[]
      expect(photos).toHaveLength(press.photos.length)
      for (const [index, photo] of press.photos.entries()) {
        const object = photos[index] ?? {}
        expect(object["@type"]).toBe("ImageObject")
        expect(object.contentUrl).toMatch(
          new RegExp(
            `^${SITE}/static/.+/${photo.image.slice(photo.image.lastIndexOf("/") + 1)}$`,
          ),
        )
        expect(object.creditText).toBe(`${words.photoBy} ${photo.credit}`)
        expect(object.copyrightHolder).toEqual({
          "@type": "Person",
          name: photo.credit,
        })
        expect(object.caption).toBe(photo.caption[language])
      }
      expect(
        ((artist?.contactPoint ?? []) as Json[]).map(point => point.email),
      ).toEqual(press.contacts.map(contact => contact.email))
    })

    test("works without JavaScript: photos are links to their files, no Copy button shows", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
        ignoreHTTPSErrors: true,
      })
      const page = await context.newPage()
      await page.goto(words.path)
      for (const photo of press.photos) {
        const link = page.getByRole("link", { name: photo.alt[language] })
        await expect(link).toHaveAttribute(
          "href",
          new RegExp(
            `^/static/.+/${photo.image.slice(photo.image.lastIndexOf("/") + 1)}$`,
          ),
        )
      }
      await expect(
        page.getByRole("button", { name: words.copy(words.lengths.short) }),
      ).toBeHidden()
      await expect(page.locator("main")).toContainText(
        press.bios.short[language],
      )
      await context.close()
    })
  })

  test.describe(`the press page in ${language}, on a phone and a desktop`, () => {
    // Each width in its own project: 375 px with the phone's touch and pixel density.
    for (const width of [375, 1280]) {
      test(`has no axe violation and does not shift at ${width} px`, async ({
        page,
        isMobile,
      }) => {
        test.skip(isMobile !== width < 768, "tried in the other project")
        await page.setViewportSize({ width, height: 812 })
        await gotoHydrated(page, words.path)
        expect(await axeViolations(page)).toEqual([])
        expect(await layoutShifts(page)).toEqual([])
      })
    }
  })
}

test("a first visit loads no code for the page's static parts, and the photo viewer's only when first wanted", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on("request", request => {
    if (request.resourceType() === "script")
      scripts.push(new URL(request.url()).pathname)
  })
  await gotoHydrated(page, "/press/")
  await expect(page.locator("[data-static-part]")).not.toHaveCount(0)
  expect(scripts.filter(path => /^\/(part|head)-/.test(path))).toEqual([])
  expect(
    scripts.filter(path => path.startsWith("/press-photo-viewer-")),
  ).toEqual([])
  const first = fixtureData.readJson<PressData>("press.json").photos[0]
  await page.getByRole("link", { name: first?.alt.en ?? "" }).click()
  await expect(page.getByRole("dialog")).toBeVisible()
  expect(
    scripts.filter(path => path.startsWith("/press-photo-viewer-")),
  ).toHaveLength(1)
})

test("every page's footer and the about page lead to the press page", async ({
  page,
}) => {
  await gotoHydrated(page, "/about/")
  await expect(
    page
      .locator("main")
      .getByRole("link", { name: "Everything for the press" }),
  ).toHaveAttribute("href", "/press/")
  await expect(
    page.locator("footer").getByRole("link", { name: "Press", exact: true }),
  ).toHaveAttribute("href", "/press/")
  await gotoHydrated(page, "/es/tour/")
  await expect(
    page.locator("footer").getByRole("link", { name: "Prensa", exact: true }),
  ).toHaveAttribute("href", "/es/press/")
})
