import type { Route } from "@playwright/test"

import {
  expect,
  FIXTURE_BUILT_AT,
  gotoHydrated,
  gotoHydratedAt,
  MAILING_LIST_FORM,
  MAILING_LIST_ORIGIN,
  test,
  type Page,
} from "./fixtures"

// The fixture's mailing list is a Kit form (tests/fixtures/data/contact.json): Kit takes a
// background post, so the hydrated form sends in place; without JavaScript the browser
// posts it. Every post goes to a stub here, never to Kit.
const KIT_FORM = MAILING_LIST_FORM
const KIT_ORIGIN = MAILING_LIST_ORIGIN
const SENT = "Almost there: check your inbox and confirm your address to join."
const SENT_ES =
  "¡Ya casi! Revisa tu correo y confirma tu dirección para unirte."
/** Mexico City's tickets go on sale on 2026-03-13: a week before, they are not yet. */
const BEFORE_MEXICO_CITY_SALES = new Date("2026-03-06T18:00:00Z")

type Post = { url: string; fields: Record<string, string> }

/** Collects every post to the Kit form, answered by `answer` (a JSON success by default). */
const stubKit = async (
  page: Page,
  answer: (route: Route) => Promise<void> = route =>
    route.fulfill({ json: { status: "success" } }),
) => {
  const posts: Post[] = []
  await page.route(KIT_FORM, async route => {
    const request = route.request()
    posts.push({
      url: request.url(),
      fields: Object.fromEntries(new URLSearchParams(request.postData() ?? "")),
    })
    await answer(route)
  })
  return posts
}

const footerSignup = (page: Page, name = "Get the News First") =>
  page.getByRole("region", { name })

test.describe("the mailing-list sign-up", () => {
  test.use({ allowedOrigins: [KIT_ORIGIN] })

  test("sends from the footer in the background and says to check the inbox, in place", async ({
    page,
  }) => {
    const posts = await stubKit(page)
    await gotoHydrated(page, "/about/")
    const footer = footerSignup(page)
    const email = footer.getByLabel("Your email")
    await email.fill("ana@example.com")
    await footer.getByRole("button", { name: "Sign Up" }).click()
    await expect(footer.getByText(SENT)).toBeVisible()
    await expect(email).toHaveValue("")
    await expect(page).toHaveURL(/\/about\/$/)
    expect(posts).toEqual([
      {
        url: KIT_FORM,
        fields: { "fields[language]": "en", email_address: "ana@example.com" },
      },
    ])
  })

  test("sends the page's language from a Spanish page, and the home page's card holds the same form", async ({
    page,
  }) => {
    const posts = await stubKit(page)
    await gotoHydrated(page, "/es/")
    const card = page
      .getByRole("heading", { name: "Únete al movimiento" })
      .locator("..")
    await expect(
      card.getByRole("link", { name: "Ponte en contacto" }),
    ).toHaveCount(0)
    await card.getByLabel("Tu correo electrónico").fill("lupe@example.com")
    await card.getByRole("button", { name: "Suscribirme" }).click()
    await expect(card.getByText(SENT_ES)).toBeVisible()
    expect(posts.map(post => post.fields)).toEqual([
      { "fields[language]": "es", email_address: "lupe@example.com" },
    ])
  })

  test("checks the address before sending, and ties the message to the field", async ({
    page,
  }) => {
    const posts = await stubKit(page)
    await gotoHydrated(page, "/")
    const footer = footerSignup(page)
    const email = footer.getByLabel("Your email")
    await email.fill("ana@")
    await footer.getByRole("button", { name: "Sign Up" }).click()
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toHaveAccessibleDescription(
      "Enter your email address, like name@example.com.",
    )
    expect(posts).toEqual([])
  })

  test.describe("when the service fails", () => {
    // The browser logs the service's error answer; that is this test's subject.
    test.use({
      expectedConsoleErrors:
        /^Failed to load resource: the server responded with a status of 422/,
    })

    test("keeps the address as typed, says so beside the field, and sends once however often the button is pressed", async ({
      page,
    }) => {
      let answer = () => {}
      const answered = new Promise<void>(resolve => {
        answer = resolve
      })
      const posts = await stubKit(page, async route => {
        await answered
        await route.fulfill({ status: 422, json: { status: "failed" } })
      })
      await gotoHydrated(page, "/music/")
      const footer = footerSignup(page)
      const email = footer.getByLabel("Your email")
      await email.fill("ana@example.com")
      await footer.getByRole("button", { name: "Sign Up" }).click()
      const sending = footer.getByRole("button", { name: "Signing up…" })
      await expect(sending).toHaveAttribute("aria-disabled", "true")
      // A second submit while the first is under way (Enter in the field, a double tap).
      await email.press("Enter")
      answer()
      await expect(email).toHaveAccessibleDescription(
        "Your sign-up did not go through, and your address is still in the form. Please try again in a moment.",
      )
      await expect(email).toHaveValue("ana@example.com")
      await expect(footer.getByText(SENT)).toHaveCount(0)
      expect(posts).toHaveLength(1)
    })
  })

  test("gives up after 10 s without an answer, keeping the address", async ({
    page,
  }) => {
    // The service never answers; the clock moves on only once the form has sent.
    const requested = new Promise<void>(resolve => {
      void page.route(KIT_FORM, () => resolve())
    })
    await page.clock.install()
    await gotoHydrated(page, "/tour/")
    const footer = footerSignup(page)
    const email = footer.getByLabel("Your email")
    await email.fill("ana@example.com")
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await footer.getByRole("button", { name: "Sign Up" }).click()
    const message =
      "The mailing list did not answer in time, so your address is still in the form. Please try again."
    await requested
    await expect(
      footer.getByRole("button", { name: "Signing up…" }),
    ).toBeVisible()
    await page.clock.fastForward(9_000)
    await expect(email).not.toHaveAccessibleDescription(message)
    await page.clock.fastForward(1_000)
    await expect(email).toHaveAccessibleDescription(message)
    await expect(email).toHaveValue("ana@example.com")
    await expect(footer.getByRole("button", { name: "Sign Up" })).toBeVisible()
  })

  test("offers 'Tell Me When' with the show's tag while its tickets are not on sale", async ({
    page,
  }) => {
    const posts = await stubKit(page)
    await gotoHydratedAt(page, BEFORE_MEXICO_CITY_SALES, "/tour/mexico-city/")
    const tickets = page.getByRole("region", { name: "Tickets" })
    await expect(
      tickets.getByText("Tell me when tickets go on sale:"),
    ).toBeVisible()
    await tickets.getByLabel("Your email").fill("ana@example.com")
    await tickets.getByRole("button", { name: "Tell Me When" }).click()
    await expect(tickets.getByText(SENT)).toBeVisible()
    expect(posts.map(post => post.fields)).toEqual([
      {
        "fields[language]": "en",
        "tags[]": "4141001",
        email_address: "ana@example.com",
      },
    ])
  })

  test("offers no 'Tell Me When' once tickets are on sale", async ({
    page,
  }) => {
    await gotoHydratedAt(page, FIXTURE_BUILT_AT, "/tour/mexico-city/")
    const tickets = page.getByRole("region", { name: "Tickets" })
    await expect(
      tickets.getByRole("link", { name: /^Get Tickets/ }),
    ).toBeVisible()
    await expect(tickets.getByLabel("Your email")).toHaveCount(0)
  })

  test("offers 'Tell Me When' with the release's tag before it is out, in Spanish too", async ({
    page,
  }) => {
    const posts = await stubKit(page)
    await gotoHydrated(page, "/es/music/fuego-lento/")
    const main = page.getByRole("main")
    await expect(main.getByText("Avísame cuando salga:")).toBeVisible()
    await main.getByLabel("Tu correo electrónico").fill("lupe@example.com")
    await main.getByRole("button", { name: "Avísame" }).click()
    await expect(main.getByText(SENT_ES)).toBeVisible()
    expect(posts.map(post => post.fields)).toEqual([
      {
        "fields[language]": "es",
        "tags[]": "4141002",
        email_address: "lupe@example.com",
      },
    ])
  })

  test("links the privacy page beside every form's button, the contact form's too", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    const privacyLinks = page.getByRole("link", {
      name: "How we use your email",
    })
    // The home page's card and the footer.
    await expect(privacyLinks).toHaveCount(2)
    for (const link of await privacyLinks.all()) {
      await expect(link).toHaveAttribute("href", "/privacy/")
    }
    await gotoHydrated(page, "/es/contact/")
    await expect(
      page
        .getByRole("region", { name: "Envía un mensaje" })
        .getByRole("link", { name: "Cómo usamos lo que nos envías" }),
    ).toHaveAttribute("href", "/es/privacy/")
  })
})

test.describe("the sign-up without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedOrigins: [KIT_ORIGIN] })

  test("is a plain post of the service's fields to the service", async ({
    page,
  }) => {
    const posts = await stubKit(page, route =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Kit</title><p>Check your inbox</p>",
      }),
    )
    await page.goto("/es/store/")
    const footer = footerSignup(page, "Entérate primero")
    await footer.getByLabel("Tu correo electrónico").fill("lupe@example.com")
    await footer.getByRole("button", { name: "Suscribirme" }).click()
    await expect(page).toHaveURL(KIT_FORM)
    expect(posts).toEqual([
      {
        url: KIT_FORM,
        fields: { "fields[language]": "es", email_address: "lupe@example.com" },
      },
    ])
  })

  test("lets the browser check the address first", async ({ page }) => {
    const posts = await stubKit(page)
    await page.goto("/")
    const footer = footerSignup(page)
    const email = footer.getByLabel("Your email")
    await email.fill("not an address")
    await footer.getByRole("button", { name: "Sign Up" }).click()
    expect(
      await email.evaluate((field: HTMLInputElement) => field.validity.valid),
    ).toBe(false)
    expect(posts).toEqual([])
  })
})

test.describe("the privacy page", () => {
  for (const { path, heading, receives, service, footerLink, from } of [
    {
      path: "/privacy/",
      heading: "Privacy",
      receives: "Who receives it",
      service: /sends your address and language to Kit/,
      footerLink: "Privacy",
      from: "/tour/",
    },
    {
      path: "/es/privacy/",
      heading: "Privacidad",
      receives: "Quién lo recibe",
      service: /envía tu dirección y tu idioma a Kit/,
      footerLink: "Privacidad",
      from: "/es/tour/",
    },
  ]) {
    test(`${path}: what the forms collect, who receives it, how to unsubscribe, whom to ask; linked from the footer`, async ({
      page,
    }) => {
      await page.goto(from)
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: footerLink, exact: true })
        .click()
      await expect(page).toHaveURL(path)
      await expect(
        page.getByRole("heading", { level: 1, name: heading }),
      ).toBeVisible()
      await expect(page.getByRole("heading", { name: receives })).toBeVisible()
      await expect(page.getByText(service)).toBeVisible()
      await expect(
        page.getByRole("main").getByRole("link", {
          name: "press@novareyes.example",
        }),
      ).toHaveAttribute("href", "mailto:press@novareyes.example")
      await expect(page.locator("html")).toHaveAttribute(
        "lang",
        path.startsWith("/es/") ? "es" : "en",
      )
    })
  }
})

test.describe("the news feeds", () => {
  for (const { path, language, home, title } of [
    {
      path: "/feed.xml",
      language: "en",
      home: "https://novareyes.example/",
      title: "New EP: Corazón Eléctrico",
    },
    {
      path: "/es/feed.xml",
      language: "es",
      home: "https://novareyes.example/es/",
      title: "Ya salió el EP Corazón Eléctrico",
    },
  ]) {
    test(`${path} parses as Atom, an entry per release, per show and per post published in its language, and every page's head links it`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path)
      expect(response.ok()).toBe(true)
      const xml = await response.text()
      await page.goto(language === "en" ? "/tour/" : "/es/tour/")
      const feed = await page.evaluate(text => {
        const doc = new DOMParser().parseFromString(text, "application/xml")
        const atom = "http://www.w3.org/2005/Atom"
        const root = doc.documentElement
        const child = (element: Element, name: string) =>
          element.getElementsByTagNameNS(atom, name)[0]?.textContent ?? null
        return {
          error: doc.getElementsByTagName("parsererror").length > 0,
          namespace: root.namespaceURI,
          root: root.localName,
          lang: root.getAttribute("xml:lang"),
          id: child(root, "id"),
          updated: child(root, "updated"),
          author: child(root, "name"),
          entries: Array.from(root.getElementsByTagNameNS(atom, "entry")).map(
            entry => ({
              id: child(entry, "id"),
              title: child(entry, "title"),
              updated: child(entry, "updated"),
            }),
          ),
        }
      }, xml)
      expect(feed.error).toBe(false)
      expect(feed.namespace).toBe("http://www.w3.org/2005/Atom")
      expect(feed.root).toBe("feed")
      expect(feed.lang).toBe(language)
      expect(feed.id).toBe(home)
      expect(feed.author).toBe("Nova Reyes")
      expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
      const ids = feed.entries
        .map(entry => entry.id)
        .filter(id => !id?.includes("/news/"))
        .sort()
      expect(ids).toEqual(
        [
          "music/corazon-electrico/",
          "music/fuego-lento/",
          "music/luz-de-neon/",
          "tour/los-angeles/",
          "tour/mexico-city/",
          "tour/san-diego/",
        ].map(page => `${home}${page}`),
      )
      // The posts are there too (news.spec.ts checks which): 12 in English, 11 in Spanish.
      expect(
        feed.entries.filter(entry => entry.id?.includes("/news/")),
      ).toHaveLength(language === "en" ? 12 : 11)
      for (const entry of feed.entries) {
        expect(entry.title).toBeTruthy()
        expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/)
      }
      expect(
        feed.entries.filter(entry => !entry.id?.includes("/news/"))[0]?.title,
      ).toBe(title)
      await expect(
        page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute("href", `https://novareyes.example${path}`)
    })
  }
})

test.describe("without a mailing list in data @variant", () => {
  // The variant's contact.json names no mailing list.
  test("shows no sign-up anywhere, and the home page's card links to the contact page as before", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    await expect(page.getByLabel("Your email")).toHaveCount(0)
    await expect(
      page.getByRole("region", { name: "Get the News First" }),
    ).toHaveCount(0)
    await expect(
      page.getByRole("link", { name: "Get in touch" }),
    ).toHaveAttribute("href", "/contact/")
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Privacy", exact: true })
      .click()
    await expect(
      page.getByRole("heading", { level: 1, name: "Privacy" }),
    ).toBeVisible()
    await expect(page.getByText(/mailing-list form sends/)).toHaveCount(0)
  })
})
