// `node tests/support/makePhonePhotos.mjs`: writes the variant data's photos as a phone and a print
// shop send them (committed; run again only to change them). Upright, each has its top third red.
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"

const IMAGES = "tests/fixtures/variant/images"
const RED = { r: 220, g: 20, b: 20 }
const BLUE = { r: 20, g: 40, b: 200 }
/** The CMYK photo's one colour, as the browser should draw it. */
export const PRINT_BLUE = { r: 30, g: 120, b: 200 }

const solid = (width, height, background) =>
  sharp({ create: { width, height, channels: 3, background } })

const upright = async (width, height) => {
  const red = await solid(width, Math.round(height / 3), RED)
    .png()
    .toBuffer()
  return solid(width, height, BLUE)
    .composite([{ input: red, top: 0, left: 0 }])
    .png()
    .toBuffer()
}

// A phone stores the pixels as its sensor saw them and notes how to turn them: EXIF 6 shows
// them turned a quarter clockwise, 8 a quarter counter-clockwise.
const stored = async (width, height, orientation) =>
  sharp(await upright(width, height))
    .rotate(orientation === 6 ? 270 : 90)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .toBuffer()

const portrait = await stored(1800, 2400, 6)
const landscape = await stored(2400, 1800, 8)
const print = await solid(2000, 1500, PRINT_BLUE)
  .toColourspace("cmyk")
  .jpeg({ quality: 90 })
  .toBuffer()

for (const [file, bytes] of [
  ["press/phone-portrait.jpg", portrait],
  ["press/phone-landscape.jpg", landscape],
  ["press/cmyk-print.jpg", print],
  ["news/phone-landscape.jpg", landscape],
  ["products/phone-portrait.jpg", portrait],
]) {
  mkdirSync(path.dirname(path.join(IMAGES, file)), { recursive: true })
  writeFileSync(path.join(IMAGES, file), bytes)
}
