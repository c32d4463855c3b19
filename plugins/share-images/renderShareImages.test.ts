/**
 * @jest-environment node
 */
import { mkdtemp, readdir, readFile, rm, stat, utimes } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"

import { renderShareImages, type ShareCard } from "./renderShareImages"

describe("renderShareImages", () => {
  let folder: string
  let art: string
  const card = (overrides: Partial<ShareCard> = {}): ShareCard => ({
    key: "tour",
    title: "Tour",
    subtitle: "Nova Reyes",
    art,
    focus: "centre",
    ...overrides,
  })

  const solidArt = async (colour: string, name = "art.png") => {
    const file = path.join(folder, name)
    await sharp({
      create: { width: 64, height: 64, channels: 3, background: colour },
    })
      .png()
      .toFile(file)
    return file
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "share-images-"))
    art = await solidArt("#7b2ff7")
  })
  afterAll(() => rm(folder, { recursive: true, force: true }))

  it("draws each card at 1200×630, and draws again only what changed when given a cache", async () => {
    const publicDir = path.join(folder, "public")
    const memory = {
      cacheDir: path.join(folder, "cache"),
      keptIn: path.join(folder, "kept"),
      codeVersion: "1",
    }
    const cards = [card(), card({ key: "es-tour", title: "Gira" })]

    expect(await renderShareImages(cards, publicDir, memory)).toEqual({
      rendered: 2,
      reused: 0,
    })
    const first = await readFile(path.join(publicDir, "og/tour.jpg"))
    expect(await sharp(first).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: "jpeg",
    })

    const written = (await stat(path.join(publicDir, "og/tour.jpg"))).mtimeMs
    expect(await renderShareImages(cards, publicDir, memory)).toEqual({
      rendered: 0,
      reused: 2,
    })
    expect(await readFile(path.join(publicDir, "og/tour.jpg"))).toEqual(first)
    expect((await stat(path.join(publicDir, "og/tour.jpg"))).mtimeMs).toBe(
      written,
    )
    await rm(path.join(publicDir, "og/es-tour.jpg"))
    expect(await renderShareImages(cards, publicDir, memory)).toEqual({
      rendered: 0,
      reused: 2,
    })
    expect(
      await sharp(path.join(publicDir, "og/es-tour.jpg")).metadata(),
    ).toMatchObject({
      width: 1200,
    })

    // New words on one card, or new art bytes under the same file name: drawn again.
    const retitled = [card({ title: "World Tour" }), cards[1] as ShareCard]
    expect(await renderShareImages(retitled, publicDir, memory)).toEqual({
      rendered: 1,
      reused: 1,
    })
    await solidArt("#f107a3")
    expect(await renderShareImages(retitled, publicDir, memory)).toEqual({
      rendered: 2,
      reused: 0,
    })
    // A clean build empties Gatsby's cache and public/: the kept images are copied, not drawn.
    const drawn = await readFile(path.join(publicDir, "og/es-tour.jpg"))
    await rm(memory.cacheDir, { recursive: true })
    await rm(publicDir, { recursive: true })
    expect(await renderShareImages(retitled, publicDir, memory)).toEqual({
      rendered: 0,
      reused: 2,
    })
    expect(await readFile(path.join(publicDir, "og/es-tour.jpg"))).toEqual(
      drawn,
    )
    // Images no build uses go once they are a fortnight old; those in use stay, however old.
    const kept = await readdir(memory.keptIn)
    expect(kept).toHaveLength(5)
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000)
    for (const name of kept)
      await utimes(path.join(memory.keptIn, name), monthAgo, monthAgo)
    await renderShareImages(retitled, path.join(folder, "other"), memory)
    expect(await readdir(memory.keptIn)).toHaveLength(2)
    expect(await renderShareImages(retitled, publicDir, memory)).toEqual({
      rendered: 0,
      reused: 2,
    })
    // New drawing code: every card is drawn again.
    expect(
      await renderShareImages(retitled, publicDir, {
        ...memory,
        codeVersion: "2",
      }),
    ).toEqual({ rendered: 2, reused: 0 })
  }, 60_000)

  it("shades the art toward the foot, and draws the accent bar, the title and the byline over it", async () => {
    const publicDir = path.join(folder, "look")
    await renderShareImages(
      [card({ art: await solidArt("#7b2ff7", "violet.png") })],
      publicDir,
    )
    const { data } = await sharp(path.join(publicDir, "og/tour.jpg"))
      .raw()
      .toBuffer({ resolveWithObject: true })
    type Pixel = [red: number, green: number, blue: number]
    const at = (x: number, y: number): Pixel => {
      const start = (y * 1200 + x) * 3
      return [data[start] ?? 0, data[start + 1] ?? 0, data[start + 2] ?? 0]
    }
    const near = (pixel: Pixel, expected: Pixel) =>
      Math.max(...pixel.map((value, i) => Math.abs(value - (expected[i] ?? 0))))
    /** Whether a pixel of rows `from` to `to`, over the text's first 500 columns, passes. */
    const anyIn = (from: number, to: number, test: (pixel: Pixel) => boolean) =>
      Array.from({ length: to - from }, (_, row) => from + row).some(y =>
        Array.from({ length: 500 }, (_, x) => at(72 + x, y)).some(test),
      )
    // The top fifth is the art itself; the foot is near the page's background.
    expect(near(at(600, 20), [123, 47, 247])).toBeLessThan(16)
    expect(Math.max(...at(1190, 620))).toBeLessThan(60)
    // The accent bar starts in the accent colour (theme.colors.accent).
    expect(near(at(76, 335), [255, 77, 141])).toBeLessThan(30)
    // The title in the text colour, the byline in the warm gradient.
    expect(anyIn(400, 480, ([r, g, b]) => Math.min(r, g, b) > 220)).toBe(true)
    expect(anyIn(515, 552, ([r, g]) => r > 220 && g > 60)).toBe(true)
  })

  it("draws every card without a cache", async () => {
    expect(
      await renderShareImages([card()], path.join(folder, "plain")),
    ).toEqual({ rendered: 1, reused: 0 })
  })
})
