import { createHash } from "node:crypto"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import opentype from "opentype.js"
import sharp from "sharp"

import { eachConcurrently } from "../../src/node/eachConcurrently"
import { EVENT_IMAGES, SHARE_IMAGE } from "../../src/lib/seo/shareImages"
import { theme } from "../../src/styles/theme"
import { cachedFile } from "../../src/node/cachedFile"
import { writeIfChanged } from "../../src/node/writeIfChanged"

export type ShareCard = {
  key: string
  title: string
  subtitle: string
  art: string
  /** Which part of the art cropping keeps: a photo's top (the face), a cover's centre. */
  focus: "north" | "centre"
}

/** opentype.js reads WOFF, not WOFF2; builds run from the root. */
const fontFile = path.join(
  process.cwd(),
  "node_modules/@fontsource/anton/files/anton-latin-400-normal.woff",
)

const loadFont = async () => {
  const buffer = await readFile(fontFile)
  return {
    // A copy in an ArrayBuffer of its own: a Buffer may share a larger one.
    font: opentype.parse(new Uint8Array(buffer).buffer),
    hash: createHash("sha256").update(buffer).digest("hex"),
  }
}

const MARGIN = 72

const TEXT_BAND = { top: SHARE_IMAGE.height - 300, height: 300 }

/** Lines laid out, per face: show cards share a handful of city names. */
const laidOut = new WeakMap<opentype.Font, Map<string, string>>()

const textPath = (
  font: opentype.Font,
  text: string,
  baseline: number,
  size: number,
) => {
  const known = laidOut.get(font) ?? new Map<string, string>()
  laidOut.set(font, known)
  const key = JSON.stringify([text, baseline, size])
  const cached = known.get(key)
  if (cached !== undefined) return cached
  const maxWidth = SHARE_IMAGE.width - 2 * MARGIN
  const fitted = Math.min(
    size,
    (size * maxWidth) / font.getAdvanceWidth(text, size),
  )
  const outline = font.getPath(text, MARGIN, baseline, fitted).toPathData(2)
  known.set(key, outline)
  return outline
}

const WARM_GRADIENT = `<linearGradient id="warm" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${theme.colors.accent}"/>
      <stop offset="1" stop-color="${theme.colors.accentWarm}"/>
    </linearGradient>`

const shading = () => {
  const { width, height } = SHARE_IMAGE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.2" stop-color="${theme.colors.bg}" stop-opacity="0"/>
      <stop offset="1" stop-color="${theme.colors.bg}" stop-opacity="0.92"/>
    </linearGradient>
    ${WARM_GRADIENT}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <rect x="${MARGIN}" y="${TEXT_BAND.top}" width="160" height="10" fill="url(#warm)"/>
</svg>`
}

const words = (font: opentype.Font, card: ShareCard) => {
  const title = textPath(font, card.title.toUpperCase(), 150, 120)
  const subtitle = textPath(font, card.subtitle.toUpperCase(), 220, 44)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${TEXT_BAND.height}">
  <defs>
    ${WARM_GRADIENT}
  </defs>
  <path d="${title}" fill="${theme.colors.text}"/>
  <path d="${subtitle}" fill="url(#warm)"/>
</svg>`
}

const backdropOf = async (card: ShareCard) => {
  const { data, info } = await sharp(card.art)
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, {
      fit: "cover",
      position: card.focus,
    })
    .composite([{ input: Buffer.from(shading()) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return {
    data,
    info: { width: info.width, height: info.height, channels: info.channels },
  }
}

// Only the text band is composited: libvips composites in floating point, so a whole card is slow.
const drawCard = async (
  backdrop: Awaited<ReturnType<typeof backdropOf>>,
  drawn: string,
) => {
  const { width, channels } = backdrop.info
  const bandStart = TEXT_BAND.top * width * channels
  const band = await sharp(backdrop.data.subarray(bandStart), {
    raw: { width, height: TEXT_BAND.height, channels },
  })
    .composite([{ input: Buffer.from(drawn) }])
    .removeAlpha()
    .raw()
    .toBuffer()
  const pixels = Buffer.from(backdrop.data)
  band.copy(pixels, bandStart)
  return sharp(pixels, { raw: backdrop.info }).jpeg(JPEG).toBuffer()
}

// In the cache key too: a change here renders every image again. libjpeg with mozjpeg's
// quantisation table matches mozjpeg's own settings in fidelity, and encodes much faster.
const JPEG = { quality: 76, quantisationTable: 3 } as const

// An image whose inputs are unchanged is copied from the last build. Its inputs are its words, its
// art's bytes, the face and the drawing code (`codeVersion`), not the outlines, so no text is laid out.
export const renderShareImages = async (
  cards: readonly ShareCard[],
  publicDir: string,
  memory?: { cacheDir: string; codeVersion: string },
) => {
  const { font, hash: fontHash } = await loadFont()
  const drawing = JSON.stringify([memory?.codeVersion, fontHash])
  const folder = path.join(publicDir, "og")
  await mkdir(folder, { recursive: true })
  const artHashes = new Map<string, Promise<string>>()
  const artHash = (file: string) => {
    const hashing =
      artHashes.get(file) ??
      readFile(file).then(bytes =>
        createHash("sha256").update(bytes).digest("hex"),
      )
    artHashes.set(file, hashing)
    return hashing
  }
  // Many cards share their art: each art is decoded, cropped and shaded once.
  const backdrops = new Map<string, ReturnType<typeof backdropOf>>()
  const backdrop = (card: ShareCard) => {
    const key = `${card.focus} ${card.art}`
    const made = backdrops.get(key) ?? backdropOf(card)
    backdrops.set(key, made)
    return made
  }
  let rendered = 0
  await eachConcurrently(cards, async card => {
    const key = `${createHash("sha256")
      .update(
        JSON.stringify([
          await artHash(card.art),
          card.focus,
          card.title,
          card.subtitle,
        ]),
      )
      .update(drawing)
      .digest("hex")}.jpg`
    const { bytes, made } = await cachedFile(memory?.cacheDir, key, async () =>
      drawCard(await backdrop(card), words(font, card)),
    )
    await writeFile(path.join(folder, `${card.key}.jpg`), bytes)
    if (made) rendered += 1
  })
  return { rendered, reused: cards.length - rendered }
}

// The shapes Google's event result asks of a MusicEvent's images, keeping the photo's top (the face).
export const writeEventImages = async (art: string, publicDir: string) => {
  for (const image of EVENT_IMAGES) {
    const bytes = await sharp(art)
      .resize(image.width, image.height, { fit: "cover", position: "north" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
    await writeIfChanged(
      path.join(publicDir, image.path),
      new Uint8Array(bytes),
    )
  }
  return EVENT_IMAGES.length
}
