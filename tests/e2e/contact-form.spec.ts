import { expect, gotoHydrated, test, type Locator, type Page } from "./fixtures"

const NOTICE = "Message sent! We'll get back to you soon."

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
  test("keeps the notice up for 5 s even with reduced motion", async ({
    page,
  }) => {
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

  test("a valid submit shows the notice in a live region, sends nothing and clears the fields", async ({
    page,
  }) => {
    const { name, email, message, send } = await openForm(page)
    await expect(message).toHaveAttribute("rows", "6")
    await page.waitForLoadState("networkidle")
    const requests: string[] = []
    page.on("request", request => requests.push(request.url()))

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
    expect(requests).toEqual([])
  })
})

test.describe("the contact form before the page is hydrated", () => {
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
})
