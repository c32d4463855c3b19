import { createHash } from "node:crypto"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import opentype from "opentype.js"
import sharp from "sharp"

import { eachConcurrently } from "../../src/node/eachConcurrently"
import { SHARE_IMAGE } from "../../src/lib/seo/shareImages"
import { theme } from "../../src/styles/theme"
import { cachedFile } from "../../src/node/cachedFile"

/** What goes on one route's card: its title, a second line, and the art behind them. */
export type ShareCard = {
  key: string
  title: string
  subtitle: string
  art: string
  /** Which part of the art to keep when cropping: a photo's top (the face), a cover's centre. */
  focus: "north" | "centre"
}

/** The display face's WOFF file (opentype.js reads WOFF, not WOFF2); builds run from the root. */
const fontFile = path.join(
  process.cwd(),
  "node_modules/@fontsource/anton/files/anton-latin-400-normal.woff",
)

const loadFont = async () => {
  const buffer = await readFile(fontFile)
  return {
    font: opentype.parse(
      buffer.buffer.slice(
        buffer.byteOffset,
        buffer.byteOffset + buffer.byteLength,
      ),
    ),
    hash: createHash("sha256").update(buffer).digest("hex"),
  }
}

/** Lines already laid out, per face: 600 show cards share a handful of city names. */
const laidOut = new WeakMap<opentype.Font, Map<string, string>>()

/** Text as SVG paths in the site's display face, so no system font is needed. */
const textPath = (
  font: opentype.Font,
  text: string,
  x: number,
  baseline: number,
  size: number,
  maxWidth: number,
) => {
  const known = laidOut.get(font) ?? new Map<string, string>()
  laidOut.set(font, known)
  const key = JSON.stringify([text, x, baseline, size, maxWidth])
  const cached = known.get(key)
  if (cached !== undefined) return cached
  const fitted = Math.min(
    size,
    (size * maxWidth) / font.getAdvanceWidth(text, size),
  )
  const outline = font.getPath(text, x, baseline, fitted).toPathData(2)
  known.set(key, outline)
  return outline
}

const MARGIN = 72

/** The part of the card the words are drawn in: its lower half. */
const TEXT_BAND = { top: SHARE_IMAGE.height - 300, height: 300 }

/**
 * What every card drawn on the same art shares: a shade that darkens its lower part, for
 * the words, and the accent bar above them.
 */
const shading = () => {
  const { width, height } = SHARE_IMAGE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.2" stop-color="${theme.colors.bg}" stop-opacity="0"/>
      <stop offset="1" stop-color="${theme.colors.bg}" stop-opacity="0.92"/>
    </linearGradient>
    <linearGradient id="warm" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${theme.colors.accent}"/>
      <stop offset="1" stop-color="${theme.colors.accentWarm}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <rect x="${MARGIN}" y="${TEXT_BAND.top}" width="160" height="10" fill="url(#warm)"/>
</svg>`
}

/** A card's own words, in the text band (drawn over the shaded art at its top). */
const words = (font: opentype.Font, card: ShareCard) => {
  const { width } = SHARE_IMAGE
  const title = textPath(
    font,
    card.title.toUpperCase(),
    MARGIN,
    150,
    120,
    width - 2 * MARGIN,
  )
  const subtitle = textPath(
    font,
    card.subtitle.toUpperCase(),
    MARGIN,
    220,
    44,
    width - 2 * MARGIN,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${TEXT_BAND.height}">
  <defs>
    <linearGradient id="warm" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${theme.colors.accent}"/>
      <stop offset="1" stop-color="${theme.colors.accentWarm}"/>
    </linearGradient>
  </defs>
  <path d="${title}" fill="${theme.colors.text}"/>
  <path d="${subtitle}" fill="url(#warm)"/>
</svg>`
}

/**
 * A card's art cropped to the share image's size and shaded, as raw pixels: drawn once
 * for every card on the same art, which then only adds its words (a show's card is
 * drawn on the artist's photo, as 600 others are).
 */
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
  const row = info.width * info.channels
  return {
    data,
    info: { width: info.width, height: info.height, channels: info.channels },
    /** Where the text band starts in `data`, and the band's own pixels. */
    bandStart: TEXT_BAND.top * row,
    band: data.subarray(TEXT_BAND.top * row),
  }
}

/**
 * A card drawn from its backdrop: its words composited onto the text band alone (libvips
 * composites in floating point; the whole card took twice as long), set back into a copy
 * of the backdrop's pixels, then encoded.
 */
const drawCard = async (
  backdrop: Awaited<ReturnType<typeof backdropOf>>,
  drawn: string,
) => {
  const { width, channels } = backdrop.info
  const band = await sharp(backdrop.band, {
    raw: { width, height: TEXT_BAND.height, channels },
  })
    .composite([{ input: Buffer.from(drawn) }])
    .removeAlpha()
    .raw()
    .toBuffer()
  const pixels = Buffer.from(backdrop.data)
  band.copy(pixels, backdrop.bandStart)
  return sharp(pixels, { raw: backdrop.info }).jpeg(JPEG).toBuffer()
}

/**
 * JPEG settings, in the cache key too: a change here renders every image again. libjpeg's
 * own encoder with mozjpeg's quantisation table (3) at quality 76 matches mozjpeg's full
 * settings at 82 in fidelity (PSNR 44.95 against 44.77 dB on the artist's photo) for 5 %
 * more bytes, and encodes a card in 7 ms instead of 47: 600 show cards take seconds,
 * not half a minute.
 */
const JPEG = { quality: 76, quantisationTable: 3 } as const

/**
 * Renders each route's 1200×630 share image from the site's own art into public/og/,
 * where the pages' Open Graph and Twitter tags point. With `memory` (Gatsby's cache for
 * the plugin, kept between builds unless the build starts clean), an image whose inputs
 * are unchanged is copied from the last build instead of rendered: a catalogue of
 * hundreds of shows rebuilds after one change without drawing them all again. A card's
 * inputs are its words and its art's bytes, the face it is drawn in, and the code that
 * draws it (`codeVersion`: its colours, size and JPEG settings are in it). Keying on
 * these rather than on the drawn outlines spares laying out 1,400 lines of text in such a
 * rebuild (3 s). Returns how many were rendered and how many reused.
 */
export const renderShareImages = async (
  cards: readonly ShareCard[],
  publicDir: string,
  memory?: { cacheDir: string; codeVersion: string },
) => {
  const cacheDir = memory?.cacheDir
  const { font, hash: fontHash } = await loadFont()
  const drawing = JSON.stringify([memory?.codeVersion, fontHash])
  const folder = path.join(publicDir, "og")
  await mkdir(folder, { recursive: true })
  if (cacheDir) await mkdir(cacheDir, { recursive: true })
  const artHashes = new Map<string, Promise<string>>()
  const artHash = (file: string) => {
    const known = artHashes.get(file)
    if (known) return known
    const hashing = readFile(file).then(bytes =>
      createHash("sha256").update(bytes).digest("hex"),
    )
    artHashes.set(file, hashing)
    return hashing
  }
  // Many cards share their art (every show's card is drawn on the artist's photo): each
  // art is decoded, cropped and shaded once, and each card only draws its words on it.
  const backdrops = new Map<string, ReturnType<typeof backdropOf>>()
  const backdrop = (card: ShareCard) => {
    const key = `${card.focus} ${card.art}`
    const known = backdrops.get(key)
    if (known) return known
    const made = backdropOf(card)
    backdrops.set(key, made)
    return made
  }
  let rendered = 0
  await eachConcurrently(cards, async card => {
    const target = path.join(folder, `${card.key}.jpg`)
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
    const { bytes, made } = await cachedFile(cacheDir, key, async () =>
      drawCard(await backdrop(card), words(font, card)),
    )
    await writeFile(target, bytes)
    if (made) rendered += 1
  })
  return { rendered, reused: cards.length - rendered }
}
