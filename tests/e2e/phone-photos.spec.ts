import path from "node:path"
import sharp from "sharp"

import { expect, gotoHydrated, test, type Locator, type Page } from "./fixtures"

// The variant data's photos (tests/support/makePhonePhotos.mjs): two stored sideways with EXIF
// orientations 6 and 8, whose top third is red once upright, and a CMYK photo of one colour.
const PORTRAIT = "Nova Reyes in portrait, straight from a phone"
const LANDSCAPE = "Nova Reyes in landscape, straight from a phone"
const PRINT = "A blue backdrop, as the print shop sent it"
const ON_PHONE = "A red band above a blue field"

type Colour = [number, number, number]

/** A main image's pixel, at a share of its width and height, as the browser decoded it. */
const colourAt = async (image: Locator, x: number, y: number) => {
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  return image.evaluate(
    (img: HTMLImageElement, { x, y }) => {
      const canvas = document.createElement("canvas")
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const context = canvas.getContext("2d")
      if (!context) throw new Error("no 2D canvas")
      context.drawImage(img, 0, 0)
      const pixel = context.getImageData(
        Math.round(x * (canvas.width - 1)),
        Math.round(y * (canvas.height - 1)),
        1,
        1,
      ).data
      return [pixel[0], pixel[1], pixel[2]] as Colour
    },
    { x, y },
  )
}

const isRed = ([red, green, blue]: Colour) =>
  red > 180 && green < 70 && blue < 70
const isBlue = ([red, green, blue]: Colour) =>
  blue > 160 && red < 70 && green < 90

const expectUpright = async (image: Locator) => {
  expect(isRed(await colourAt(image, 0.5, 0.05))).toBe(true)
  expect(isBlue(await colourAt(image, 0.5, 0.95))).toBe(true)
}

/** An image by its alternative text (its blurred placeholder has none). */
const mainImage = (page: Page, alt: string) =>
  page.locator(`img[alt="${alt}"]`).first()

const shapeOf = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect()
    return {
      natural: img.naturalHeight / img.naturalWidth,
      drawn: box.height / box.width,
      layout:
        Number(img.getAttribute("height")) / Number(img.getAttribute("width")),
    }
  })

test.describe("photos as a phone takes them", { tag: "@variant" }, () => {
  test("a press photo turned by its EXIF orientation shows upright, with its own shape in the layout", async ({
    page,
  }) => {
    await gotoHydrated(page, "/press/")
    for (const [alt, height] of [
      [PORTRAIT, 4 / 3],
      [LANDSCAPE, 3 / 4],
    ] as const) {
      const image = mainImage(page, alt)
      await expectUpright(image)
      const shape = await shapeOf(image)
      expect(shape.natural).toBeCloseTo(height, 2)
      expect(shape.drawn).toBeCloseTo(height, 2)
      expect(shape.layout).toBeCloseTo(height, 2)
    }
    // The download offers the photo as it is drawn.
    await expect(page.getByText(/JPEG, 1800 × 2400 px/).first()).toBeVisible()
  })

  test("a news cover and a product photo from a phone show upright in their fixed shapes", async ({
    page,
  }) => {
    await gotoHydrated(page, "/news/phone-photo/")
    await expectUpright(mainImage(page, ON_PHONE))
    await gotoHydrated(page, "/store/")
    const product = mainImage(page, ON_PHONE)
    expect(isRed(await colourAt(product, 0.5, 0.05))).toBe(true)
    expect((await shapeOf(product)).natural).toBeCloseTo(1, 2)
  })

  test("the share image made from a phone's photo is upright", async ({
    page,
  }) => {
    await gotoHydrated(page, "/news/phone-photo/")
    const shareImage = await page
      .locator('meta[property="og:image"]')
      .getAttribute("content")
    expect(shareImage).toBeTruthy()
    const response = await page.request.get(
      new URL(shareImage ?? "", page.url()).pathname,
    )
    expect(response.ok()).toBe(true)
    // Its top fifth is the photo itself, cropped about its centre.
    const { data } = await sharp(await response.body())
      .extract({ left: 560, top: 10, width: 80, height: 40 })
      .resize(1, 1)
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(isRed([data[0] ?? 0, data[1] ?? 0, data[2] ?? 0])).toBe(true)
  })

  test("a CMYK photo is drawn in its colours", async ({ page }) => {
    const original = path.join(
      process.env.DATA_DIR ?? "test-results/variant-data",
      "images/press/cmyk-print.jpg",
    )
    // What a colour-managed reader makes of it in sRGB.
    const { data } = await sharp(original)
      .toColourspace("srgb")
      .resize(1, 1)
      .raw()
      .toBuffer({ resolveWithObject: true })
    await gotoHydrated(page, "/press/")
    const drawn = await colourAt(mainImage(page, PRINT), 0.5, 0.5)
    for (const [channel, value] of drawn.entries())
      expect(Math.abs(value - (data[channel] ?? 0))).toBeLessThanOrEqual(6)
  })
})
