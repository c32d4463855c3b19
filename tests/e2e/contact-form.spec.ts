import {
  acceptFormPosts,
  expect,
  FORM_ENDPOINT,
  FORMS_ORIGIN,
  gotoHydrated,
  test,
  type Locator,
  type Page,
} from "./fixtures"

const NOTICE = "Message sent! We'll get back to you soon."
const ENDPOINT = FORM_ENDPOINT
const PRESS = "press@novareyes.example"

const acceptEverything = acceptFormPosts

const fillIn = async (form: Awaited<ReturnType<typeof openForm>>) => {
  await form.name.fill("Ana López")
  await form.email.fill("ana@example.com")
  await form.message.fill("¡Nos vemos en Ciudad de México!")
}

const expectKept = async (form: Awaited<ReturnType<typeof openForm>>) => {
  await expect(form.name).toHaveValue("Ana López")
  await expect(form.email).toHaveValue("ana@example.com")
  await expect(form.message).toHaveValue("¡Nos vemos en Ciudad de México!")
}

const openForm = async (page: Page) => {
  await gotoHydrated(page, "/contact/")
  return {
    name: page.getByLabel("Name", { exact: true }),
    email: page.getByLabel("Email", { exact: true }),
    message: page.getByLabel("Message", { exact: true }),
    send: page.getByRole("button", { name: "Send Message" }),
  }
}

const isValid = (locator: Locator) =>
  locator.evaluate(
    (field: HTMLInputElement | HTMLTextAreaElement) => field.validity.valid,
  )

test.describe("the contact form", () => {
  test.use({ allowedOrigins: [FORMS_ORIGIN] })

  test("keeps the notice up for 5 s even with reduced motion", async ({
    page,
  }) => {
    await acceptEverything(page)
    await page.emulateMedia({ reducedMotion: "reduce" })
    const { name, email, message, send } = await openForm(page)
    await name.fill("Ana")
    await email.fill("ana@example.com")
    await message.fill("Hola")
    await send.click()
    await expect(page.getByRole("status")).toHaveText(NOTICE)
    await expect(page.locator(".Toastify__progress-bar")).toHaveCSS(
      "animation-duration",
      "5s",
    )
  })

  test("offers a mailto link to the press address", async ({ page }) => {
    await gotoHydrated(page, "/contact/")
    await expect(
      page.getByRole("link", { name: "press@novareyes.example" }),
    ).toHaveAttribute("href", "mailto:press@novareyes.example")
  })

  test("an empty submit shows the browser's check and no notice", async ({
    page,
  }) => {
    const { name, send } = await openForm(page)
    await send.click()
    expect(await isValid(name)).toBe(false)
    await expect(name).toBeFocused()
    expect(
      await name.evaluate((field: HTMLInputElement) => field.validationMessage),
    ).not.toBe("")
    await expect(page.getByText(NOTICE)).toHaveCount(0)
  })

  test("a malformed email is refused by the browser", async ({ page }) => {
    const { name, email, message, send } = await openForm(page)
    await name.fill("Ana")
    await email.fill("ana-at-example")
    await message.fill("Hola")
    await send.click()
    expect(
      await email.evaluate(
        (field: HTMLInputElement) => field.validity.typeMismatch,
      ),
    ).toBe(true)
    await expect(email).toBeFocused()
    await expect(page.getByText(NOTICE)).toHaveCount(0)
    await expect(name).toHaveValue("Ana")
  })
})

test.describe("the contact form with a form service", () => {
  test.use({ allowedOrigins: [FORMS_ORIGIN] })

  test("posts the fields in the background, and shows the notice and clears them once the service accepts", async ({
    page,
  }) => {
    const posts = await acceptEverything(page)
    const form = await openForm(page)
    await fillIn(form)
    await form.send.click()
    await expect(
      page.getByRole("status").filter({ hasText: NOTICE }),
    ).toBeVisible()
    await expect(form.name).toHaveValue("")
    await expect(form.message).toHaveValue("")
    await expect(page).toHaveURL(/\/contact\/$/)
    expect(posts).toHaveLength(1)
    expect(Object.fromEntries(new URLSearchParams(posts[0]))).toEqual({
      name: "Ana López",
      email: "ana@example.com",
      message: "¡Nos vemos en Ciudad de México!",
    })
  })

  test.describe("when the service fails", () => {
    // The browser logs the service's 500 answer; that is this test's subject.
    test.use({
      expectedConsoleErrors:
        /^Failed to load resource: the server responded with a status of 500/,
    })

    test("on a service error keeps every field, says what to do, and sends once however often Send is pressed", async ({
      page,
    }) => {
      let posts = 0
      // The service answers only once the second submit has been tried, however slow the
      // machine: a fixed delay let a busy run press Send again after the answer.
      let answer = () => {}
      const answered = new Promise<void>(resolve => {
        answer = resolve
      })
      await page.route(ENDPOINT, async route => {
        posts += 1
        await answered
        await route.fulfill({ status: 500, json: { error: "down" } })
      })
      const form = await openForm(page)
      await fillIn(form)
      await form.send.click()
      await expect(
        page.getByRole("button", { name: "Sending…" }),
      ).toBeDisabled()
      // A second submit while the first is under way (Enter in a field, a double tap).
      await page
        .getByRole("region", { name: "Send a Message" })
        .locator("form")
        .evaluate(form => (form as HTMLFormElement).requestSubmit())
      answer()
      const alert = page.getByRole("alert").filter({ hasText: "not sent" })
      await expect(alert).toHaveText(
        `Your message was not sent, and it is still in the form. Please try again in a moment, or write to ${PRESS}.`,
      )
      await expectKept(form)
      await expect(page.getByText(NOTICE)).toHaveCount(0)
      expect(posts).toBe(1)
    })
  })

  test("gives up after 10 s without an answer, keeping every field", async ({
    page,
  }) => {
    await page.route(ENDPOINT, () => {
      // The service never answers.
    })
    // The page's clock, moved on by hand: ten seconds pass without being waited for.
    // Paused before the send, so however slowly the machine runs the steps below, no
    // more time passes on the page than the test moves on.
    await page.clock.install()
    const form = await openForm(page)
    await fillIn(form)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await form.send.click()
    const alert = page.getByRole("alert").filter({ hasText: "did not answer" })
    await page.clock.fastForward(9_000)
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled()
    await expect(alert).toHaveCount(0)
    await page.clock.fastForward(1_000)
    await expect(alert).toBeVisible()
    await expect(alert).toContainText(PRESS)
    await expectKept(form)
    await expect(form.send).toBeEnabled()
  })

  test("drops a submission whose hidden field a bot has filled in", async ({
    page,
  }) => {
    const posts = await acceptEverything(page)
    const form = await openForm(page)
    await fillIn(form)
    await page.locator('input[name="_gotcha"]').fill("http://spam.example")
    await form.send.click()
    await expect(
      page.getByRole("status").filter({ hasText: NOTICE }),
    ).toBeVisible()
    expect(posts).toEqual([])
  })
})

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedOrigins: [FORMS_ORIGIN] })

  test("is a plain form that posts to the form service", async ({ page }) => {
    const posts: { method: string; body: string }[] = []
    await page.route(ENDPOINT, async route => {
      posts.push({
        method: route.request().method(),
        body: route.request().postData() ?? "",
      })
      await route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Thanks</title><p>Thanks!</p>",
      })
    })
    await page.goto("/contact/")
    await page.getByLabel("Name", { exact: true }).fill("Ana")
    await page.getByLabel("Email", { exact: true }).fill("ana@example.com")
    await page.getByLabel("Message", { exact: true }).fill("¡Hola Nova!")
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect(page).toHaveURL(ENDPOINT)
    expect(posts).toHaveLength(1)
    expect(posts[0]?.method).toBe("POST")
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.body))).toEqual({
      name: "Ana",
      email: "ana@example.com",
      message: "¡Hola Nova!",
      _gotcha: "",
    })
  })
})

test.describe(
  "the contact form without a form service",
  { tag: "@variant" },
  () => {
    test("a valid submit shows the notice in a live region, sends nothing and clears the fields", async ({
      page,
    }) => {
      const { name, email, message, send } = await openForm(page)
      await expect(message).toHaveAttribute("rows", "6")
      await page.waitForLoadState("networkidle")
      const requests: { method: string; origin: string }[] = []
      page.on("request", request =>
        requests.push({
          method: request.method(),
          origin: new URL(request.url()).origin,
        }),
      )

      await name.fill("Ana López")
      await email.fill("ana@example.com")
      await message.fill("¡Nos vemos en Ciudad de México!")
      await send.click()

      const notice = page.getByRole("status").filter({ hasText: NOTICE })
      await expect(notice).toBeVisible()
      // The notice stays for 5000 ms: its countdown bar runs that long.
      await expect(page.locator(".Toastify__progress-bar")).toHaveCSS(
        "animation-duration",
        "5s",
      )
      await expect(
        page.locator('[aria-live="polite"]').filter({ hasText: NOTICE }),
      ).toHaveCount(1)
      await expect(name).toHaveValue("")
      await expect(email).toHaveValue("")
      await expect(message).toHaveValue("")
      await expect(page).toHaveURL(/\/contact\/$/)
      // Nothing is sent: the only requests are the site's own reads (its scripts, such as
      // the notices' toast library once the form is used, and the page data Gatsby fetches
      // ahead for links that come into view).
      const origin = new URL(page.url()).origin
      expect(
        requests.filter(
          request => request.method !== "GET" || request.origin !== origin,
        ),
      ).toEqual([])
    })
  },
)

test.describe(
  "the contact form without a form service, before the page is hydrated",
  { tag: "@variant" },
  () => {
    test.use({ javaScriptEnabled: false })

    test("cannot be sent, so the message never lands in the address bar", async ({
      page,
    }) => {
      await page.goto("/contact/")
      const send = page.getByRole("button", { name: "Send Message" })
      await expect(send).toBeDisabled()
      await page.getByLabel("Name", { exact: true }).fill("Ana")
      await page.getByLabel("Email", { exact: true }).fill("ana@example.com")
      await page.getByLabel("Message", { exact: true }).fill("¡Hola Nova!")
      await page.getByLabel("Email", { exact: true }).press("Enter")
      await expect(page).toHaveURL(/\/contact\/$/)
      await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
        "¡Hola Nova!",
      )
    })
  },
)
