import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import sharp from "sharp"

import { expect, shareOnePage, test } from "./fixtures"
import { checkData, LOCAL_BACKEND, startLocalBackend } from "./localBackend"

// One local backend on its fixed port, and one editor page: these tests run one after
// another, at one size, in the same editor, as an editor's session goes; Decap's bundle
// (several megabytes of script) loads once. Its entry forms take long to start on a slow
// machine; each test has three minutes, and the editor a minute to appear.
test.describe.configure({ timeout: 180_000 })
const EDITOR_LOADS = { timeout: 60_000 }
test.skip(
  ({ isMobile }) => isMobile,
  "the content manager is tried at one size",
)
// The built site's /admin/ policy allows no local backend (plain HTTP on this machine):
// only the development server's does, which `npm run cms` serves and
// scripts/develop-round.mjs checks. Decap is tried here on the local backend, so without
// the built policy; tests/e2e/hosting.spec.ts proves that policy, and
// plugins/hosting/writeHostFiles.test.ts both.
test.use({ allowedOrigins: [LOCAL_BACKEND], bypassCSP: true })

let backend: Awaited<ReturnType<typeof startLocalBackend>> | undefined
test.beforeAll(async () => {
  backend = await startLocalBackend()
})
test.afterAll(() => backend?.stop())

const editorPage = shareOnePage()
test.beforeAll(() => {
  // Decap asks before leaving an entry with changes: leave. Opening an entry an earlier
  // test left unsaved, it offers the backup it kept: decline, so the saved file opens.
  editorPage().on("dialog", dialog =>
    dialog.message().startsWith("A local backup")
      ? dialog.dismiss()
      : dialog.accept(),
  )
})

const repository = () => {
  if (!backend) throw new Error("the local backend did not start")
  return backend.repository
}
const dataPath = (file: string) => path.join(repository(), "data", file)
const readText = (file: string) => readFileSync(dataPath(file), "utf8")
const readJson = (file: string) =>
  JSON.parse(readText(file)) as Record<string, unknown>

/**
 * Opens the content manager on the local backend, past its one-click login, or goes back
 * to its collections when it is open; then the entry at `hash`, by Decap's own routing.
 */
const openEditor = async (page: Page, hash = "") => {
  const shows = page.getByRole("link", { name: "Shows", exact: true })
  if (new URL(page.url()).pathname === "/admin/") {
    await page.goto("/admin/#/")
  } else {
    await page.goto("/admin/")
    const login = page.getByRole("button", { name: "Login" })
    await expect(login.or(shows)).toBeVisible(EDITOR_LOADS)
    if (await login.isVisible()) await login.click()
  }
  await expect(shows).toBeVisible(EDITOR_LOADS)
  if (hash) {
    await page.goto(`/admin/${hash}`)
    // The entry's editor (its toolbar and form) shows once Decap has read the entry.
    await expect(page.getByRole("button", { name: "Publish" })).toBeVisible(
      EDITOR_LOADS,
    )
  }
}

/** The group of inputs a field's label names (a translated field's two languages). */
const group = async (page: Page, label: string): Promise<Locator> => {
  const id = await page
    .locator("label")
    .filter({ hasText: new RegExp(`^${label}$`, "i") })
    .first()
    .getAttribute("for")
  return page.locator(`[id="${id}"]`)
}

const fillBothLanguages = async (
  page: Page,
  label: string,
  english: string,
  spanish: string,
) => {
  const fields = await group(page, label)
  await fields.getByLabel("English (en)", { exact: true }).fill(english)
  await fields.getByLabel("Spanish (es)", { exact: true }).fill(spanish)
}

const publish = async (page: Page) => {
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
}

/**
 * Publishes the entry, waits for Decap's "Entry saved" and dismisses it: the page is
 * shared, and a notice left open would stand for the next test's save.
 */
const publishSaved = async (page: Page) => {
  await publish(page)
  const saved = page.getByRole("alert").filter({ hasText: "Entry saved" })
  await expect(saved).toBeVisible()
  // It also closes itself: a click that finds it sliding away or gone has nothing left to do.
  await saved.click({ timeout: 10_000 }).catch(() => undefined)
  await expect(saved).toBeHidden({ timeout: 30_000 })
}

test("/admin/ loads the content manager with no console error", async () => {
  const page = editorPage()
  await openEditor(page)
  for (const collection of [
    "Releases",
    "Shows",
    "Products",
    "Pages and settings",
  ]) {
    await expect(
      page.getByRole("link", { name: collection, exact: true }),
    ).toBeVisible()
  }
  await expect(page).toHaveTitle("Content manager | Nova Reyes")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    /noindex/,
  )
})

test("an editor changes a show's venue: its file changes, and only there, and passes the check", async () => {
  const page = editorPage()
  const before = readText("shows/los-angeles.json")
  await openEditor(page, "#/collections/shows/entries/los-angeles")
  const venue = page.getByLabel("Venue", { exact: true })
  await expect(venue).toHaveValue(
    String(readJson("shows/los-angeles.json").venue),
  )
  await venue.fill("The Wiltern")
  await publishSaved(page)
  await expect
    .poll(() => readJson("shows/los-angeles.json").venue)
    .toBe("The Wiltern")
  // The rest of the file as it was: same fields, same order, same layout.
  expect(readText("shows/los-angeles.json")).toBe(
    before.replace(/"venue": "[^"]*"/, '"venue": "The Wiltern"'),
  )
  const check = checkData(dataPath(""))
  expect(check.output).toContain("is valid")
  expect(check.status).toBe(0)
})

test("an editor adds a product with an image: a new file in data/products/, the image in data/images/", async () => {
  const page = editorPage()
  const photo = test.info().outputPath("glow-sticks.jpg")
  writeFileSync(
    photo,
    await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: "#ff2e88" },
    })
      .jpeg()
      .toBuffer(),
  )
  await openEditor(page, "#/collections/products/new")
  await page.getByLabel("Slug", { exact: true }).fill("glow-sticks")
  await fillBothLanguages(page, "Type", "Accessories", "Accesorios")
  await fillBothLanguages(page, "Name", "Glow Sticks", "Barras luminosas")
  await fillBothLanguages(
    page,
    "Description",
    "Ten neon glow sticks in the tour's colours.",
    "Diez barras luminosas de neón en los colores de la gira.",
  )
  await page.getByRole("button", { name: "Choose an image" }).click()
  await page.locator('input[type="file"]').setInputFiles(photo)
  await page.getByRole("button", { name: "Choose selected" }).click()
  await fillBothLanguages(
    page,
    "Image alt",
    "Pink glow sticks in a bundle",
    "Un paquete de barras luminosas rosas",
  )
  await page.getByLabel("Price", { exact: true }).fill("12.5")
  await page.getByLabel("Currency", { exact: true }).fill("USD")
  await page.keyboard.press("Enter")
  await publishSaved(page)

  await expect
    .poll(() => readdirSync(path.join(repository(), "data/products")))
    .toContain("glow-sticks.json")
  expect(readJson("products/glow-sticks.json")).toEqual({
    slug: "glow-sticks",
    type: { en: "Accessories", es: "Accesorios" },
    name: { en: "Glow Sticks", es: "Barras luminosas" },
    description: {
      en: "Ten neon glow sticks in the tour's colours.",
      es: "Diez barras luminosas de neón en los colores de la gira.",
    },
    image: "images/products/glow-sticks.jpg",
    imageAlt: {
      en: "Pink glow sticks in a bundle",
      es: "Un paquete de barras luminosas rosas",
    },
    price: 12.5,
    currency: "USD",
  })
  expect(readFileSync(dataPath("images/products/glow-sticks.jpg"))).toEqual(
    readFileSync(photo),
  )
  const check = checkData(dataPath(""))
  expect(check.output).toContain("is valid")
  expect(check.status).toBe(0)
})

test("an upload over the size limit and an iPhone's HEIC photo are refused as they are chosen, saying why and what to do", async () => {
  const page = editorPage()
  await openEditor(page, "#/collections/products/entries/neon-tour-hoodie")
  await page.getByRole("button", { name: "Choose different image" }).click()
  const upload = page.locator('input[type="file"]')
  const refusals = [
    {
      file: {
        name: "stage.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.alloc(20_500_000),
      },
      message:
        "Not uploaded: stage.jpg. Expected an image of at most 20.0 MB, found one of 20.5 MB: export a smaller copy (a JPEG about 4000 px on its long edge is enough to print a page) and choose that file.",
    },
    {
      file: {
        name: "img-0042.heic",
        mimeType: "image/heic",
        buffer: Buffer.alloc(2_000),
      },
      message:
        /^Not uploaded: img-0042\.heic\. Expected a JPEG, PNG, WebP or AVIF image, found a HEIC photo, an iPhone's format, which most browsers cannot show: export it as JPEG/,
    },
  ]
  for (const { file, message } of refusals) {
    const [dialog] = await Promise.all([
      page.waitForEvent("dialog"),
      upload.setInputFiles(file),
    ])
    expect(dialog.message()).toMatch(message)
  }
  await page.keyboard.press("Escape")
  const images = readdirSync(path.join(repository(), "data/images/products"))
  expect(images).not.toContain("stage.jpg")
  expect(images).not.toContain("img-0042.heic")
})

test("the editor previews a product and a show with the site's own cards, and a release as its page, in both languages", async () => {
  const page = editorPage()
  const preview = page.frameLocator("iframe").first()
  await openEditor(page, "#/collections/products/entries/neon-tour-hoodie")
  await expect(
    preview.getByRole("heading", { name: "Luz de Neón Tour Hoodie" }),
  ).toBeVisible()
  await expect(
    preview.getByRole("heading", { name: "Sudadera Luz de Neón Tour" }),
  ).toBeVisible()
  await expect(preview.getByText("$29.99").first()).toBeVisible()
  // In the site's own look: the card's styles reach the preview's frame.
  await expect(preview.locator("article").first()).toHaveCSS(
    "background-color",
    "rgb(29, 18, 48)",
  )
  // The preview follows the form as the editor types.
  await (
    await group(page, "Name")
  )
    .getByLabel("English (en)", { exact: true })
    .fill("Neon Hoodie")
  await expect(
    preview.getByRole("heading", { name: "Neon Hoodie" }),
  ).toBeVisible()
  // The site's styles stay inside the preview: the editor keeps its own look.
  expect(
    await page.evaluate(
      () => getComputedStyle(document.documentElement).colorScheme,
    ),
  ).toBe("normal")

  await openEditor(page, "#/collections/shows/entries/los-angeles")
  await page.reload()
  await expect(preview.getByText("Saturday, May 16, 2026")).toBeVisible()
  await expect(preview.getByText("sábado, 16 de mayo de 2026")).toBeVisible()

  // A release previews as its page: tracklist, lyrics with the translation, services.
  await openEditor(page, "#/collections/releases/entries/luz-de-neon")
  await page.reload()
  await expect(
    preview.getByRole("heading", { name: "Luz de Neón", level: 1 }).first(),
  ).toBeVisible()
  for (const heading of ["Tracklist", "Canciones", "Lyrics", "Letras"]) {
    await expect(
      preview.getByRole("heading", { name: heading, exact: true }),
    ).toBeVisible()
  }
  await expect(preview.getByText("Translation (English)")).toBeVisible()
  await expect(
    preview.getByRole("link", { name: /^Listen on YouTube Music/ }),
  ).toBeVisible()
})

/** A single file, the field the test types into, and what its preview shows of it. */
type FilePreview = {
  file: string
  label: string
  saved: [string, string]
  typed: [string, string]
}

const FILE_PREVIEWS: FilePreview[] = [
  {
    file: "home",
    label: "Headline",
    saved: [
      "The Future of Latin Pop Has Arrived",
      "El futuro del pop latino ya llegó",
    ],
    typed: ["Neon Nights Are Here", "Llegan las noches de neón"],
  },
  {
    file: "about",
    label: "Heading",
    saved: ["Born between two cities", "Nacida entre dos ciudades"],
    typed: ["Two cities, one voice", "Dos ciudades, una voz"],
  },
  {
    file: "media",
    label: "Title",
    saved: [
      "Luz de Neón (Official Music Video)",
      "Luz de Neón (Video oficial)",
    ],
    typed: ["Neon, the video", "Neón, el video"],
  },
  {
    file: "contact",
    label: "Title",
    saved: ["For Fans", "Para fans"],
    typed: ["Fans, write in", "Fans, escriban"],
  },
  {
    file: "pages",
    label: "Heading",
    saved: ["About Nova", "Sobre Nova"],
    typed: ["Meet Nova", "Conoce a Nova"],
  },
  {
    file: "privacy",
    label: "Heading",
    saved: ["Privacy", "Privacidad"],
    typed: ["Your privacy", "Tu privacidad"],
  },
]

test("the editor previews the home page, about, media, contact, the page texts and privacy as their pages, in both languages, following the form", async () => {
  const page = editorPage()
  const preview = page.frameLocator("iframe").first()
  for (const { file, label, saved, typed } of FILE_PREVIEWS) {
    await openEditor(page, `#/collections/settings/entries/${file}`)
    await page.reload()
    for (const text of saved)
      await expect(
        preview.getByRole("heading", { name: text, exact: true }).first(),
      ).toBeVisible()
    await fillBothLanguages(page, label, ...typed)
    for (const text of typed)
      await expect(
        preview.getByRole("heading", { name: text, exact: true }).first(),
      ).toBeVisible()
  }
})

test("the editor previews the site's settings in the header and footer they feed, and the home page's title", async () => {
  const page = editorPage()
  const preview = page.frameLocator("iframe").first()
  await openEditor(page, "#/collections/settings/entries/site")
  await page.reload()
  await expect(
    preview.getByRole("link", { name: "Nova Reyes", exact: true }).first(),
  ).toBeVisible()
  // Each language's footer, inside its section of the preview.
  await expect(preview.locator("footer")).toHaveCount(2)
  await page.getByLabel("Name", { exact: true }).fill("Nova Reyes Live")
  await fillBothLanguages(
    page,
    "Tagline",
    "Neon all night",
    "Neón toda la noche",
  )
  await expect(
    preview.getByRole("link", { name: "Nova Reyes Live", exact: true }),
  ).toHaveCount(2)
  await expect(
    preview.getByText("Nova Reyes Live | Neon all night"),
  ).toBeVisible()
  await expect(
    preview.getByText("Nova Reyes Live | Neón toda la noche"),
  ).toBeVisible()
  await expect(
    preview.getByRole("link", { name: /Instagram/ }).first(),
  ).toBeVisible()
})

test.describe("what the check would refuse", () => {
  // Decap reports a refused save as a rejected promise and logs our check's error.
  test.use({
    expectedConsoleErrors: /^uncaught error: |^Error: Not saved\. /,
  })

  test("a missing field, a time in words and a date in words are refused in the form, with a message", async () => {
    const page = editorPage()
    const before = readText("shows/san-diego.json")
    await openEditor(page, "#/collections/shows/entries/san-diego")
    await page.getByLabel("Venue", { exact: true }).fill("")
    await page.getByLabel("Start time", { exact: true }).fill("8pm")
    // The date is the browser's date picker: letters typed into it are refused.
    const date = page.getByLabel("Date", { exact: true })
    await date.click()
    await page.keyboard.type("June")
    await expect(date).toHaveValue("2026-06-06")
    await publish(page)
    await expect(page.getByText("Venue is required.")).toBeVisible()
    await expect(
      page.getByText(
        "Start time didn't match the pattern: expected a time as HH:MM, such as 20:00.",
      ),
    ).toBeVisible()
    await page.getByRole("button", { name: "Clear" }).first().click()
    await publish(page)
    await expect(page.getByText("Date is required.")).toBeVisible()
    expect(readText("shows/san-diego.json")).toBe(before)
  })

  test("an entry the build's data check would refuse is not saved, and the editor says why", async () => {
    const page = editorPage()
    const before = readText("shows/san-diego.json")
    await openEditor(page, "#/collections/shows/entries/san-diego")
    await page
      .getByLabel("Status (optional)", { exact: true })
      .fill("rescheduled")
    await page.keyboard.press("Enter")
    await publish(page)
    await expect(
      page.getByRole("alert").filter({
        hasText:
          'data/shows/san-diego.json › rescheduledDate: expected the new date as YYYY-MM-DD on a show with the status "rescheduled", found nothing',
      }),
    ).toBeVisible()
    expect(readText("shows/san-diego.json")).toBe(before)
  })
})
