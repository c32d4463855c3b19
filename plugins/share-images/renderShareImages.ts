import { createHash } from "node:crypto"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import opentype from "opentype.js"
import sharp from "sharp"

import { eachConcurrently } from "../../src/node/eachConcurrently"
import { EVENT_IMAGES, SHARE_IMAGE } from "../../src/lib/seo/shareImages"
import { theme } from "../../src/styles/theme"
import { cachedFile, pruneCachedFiles } from "../../src/node/cachedFile"
import { pageMemo } from "../../src/node/pageMemo"
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

/** An SVG drawn once, as RGBA pixels to lay over a card's. */
const rasterOf = (svg: string) =>
  sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()

// Laid over in JavaScript, from the RGB pixel at `at`: libvips composites in floating point, far slower.
const layOver = (pixels: Buffer, overlay: Buffer, at: number) => {
  for (let from = 0, to = at * 3; from < overlay.length; from += 4, to += 3) {
    const alpha = overlay[from + 3] ?? 0
    if (alpha === 0) continue
    for (let channel = 0; channel < 3; channel += 1)
      pixels[to + channel] = Math.round(
        ((overlay[from + channel] ?? 0) * alpha +
          (pixels[to + channel] ?? 0) * (255 - alpha)) /
          255,
      )
  }
}

const backdropOf = async (card: ShareCard, shade: Buffer) => {
  const { data, info } = await sharp(card.art)
    .autoOrient()
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, {
      fit: "cover",
      position: card.focus,
    })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  layOver(data, shade, 0)
  return {
    data,
    info: { width: info.width, height: info.height, channels: info.channels },
  }
}

const drawCard = async (
  backdrop: Awaited<ReturnType<typeof backdropOf>>,
  drawn: string,
) => {
  const pixels = Buffer.from(backdrop.data)
  layOver(pixels, await rasterOf(drawn), TEXT_BAND.top * SHARE_IMAGE.width)
  return sharp(pixels, { raw: backdrop.info }).jpeg(JPEG).toBuffer()
}

// In the cache key too: a change here renders every image again. libjpeg with mozjpeg's
// quantisation table matches mozjpeg's own settings in fidelity, and encodes much faster.
const JPEG = { quality: 76, quantisationTable: 3 } as const

/** Kept images no build has used for this long are removed: a branch's previews share the folder. */
const KEPT_FOR_MS = 14 * 24 * 60 * 60 * 1000

export type ShareImageMemory = {
  /** Gatsby's cache for the plugin, emptied with public/: which drawing each image there holds. */
  cacheDir: string
  /** The images drawn, by their inputs' digest; kept through clean builds too. */
  keptIn: string
  /** The drawing code and the libraries that draw. */
  codeVersion: string
}

// An image whose inputs are unchanged is copied from an earlier build. Its inputs are its words, its
// art's bytes, the face and the drawing code (`codeVersion`), not the outlines, so no text is laid out.
export const renderShareImages = async (
  cards: readonly ShareCard[],
  publicDir: string,
  memory?: ShareImageMemory,
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
  const shade = await rasterOf(shading())
  const backdrops = new Map<string, ReturnType<typeof backdropOf>>()
  const backdrop = (card: ShareCard) => {
    const key = `${card.focus} ${card.art}`
    const made = backdrops.get(key) ?? backdropOf(card, shade)
    backdrops.set(key, made)
    return made
  }
  // Which drawing each image in public/og/ holds, so a warm build leaves the ones in place alone.
  const inPlace = memory
    ? await pageMemo<string>(path.join(memory.cacheDir, "in-place.json"), "1")
    : undefined
  const written = new Map<string, string>()
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
    const file = path.join(folder, `${card.key}.jpg`)
    written.set(file, key)
    if ((await inPlace?.of(file))?.value === key) return
    const { bytes, made } = await cachedFile(memory?.keptIn, key, async () =>
      drawCard(await backdrop(card), words(font, card)),
    )
    await writeFile(file, bytes)
    if (made) rendered += 1
  })
  await inPlace?.save(written)
  if (memory)
    await pruneCachedFiles(
      memory.keptIn,
      new Set(written.values()),
      KEPT_FOR_MS,
    )
  return { rendered, reused: cards.length - rendered }
}

// The shapes Google's event result asks of a MusicEvent's images, keeping the photo's top (the face).
export const writeEventImages = async (art: string, publicDir: string) => {
  for (const image of EVENT_IMAGES) {
    const bytes = await sharp(art)
      .autoOrient()
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
