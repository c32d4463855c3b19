/**
 * @jest-environment node
 */
import { mkdtemp, readFile, rm } from "node:fs/promises"
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

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "share-images-"))
    art = path.join(folder, "art.png")
    await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#7b2ff7" },
    })
      .png()
      .toFile(art)
  })
  afterAll(() => rm(folder, { recursive: true, force: true }))

  it("draws each card at 1200×630, and draws again only what changed when given a cache", async () => {
    const publicDir = path.join(folder, "public")
    const memory = { cacheDir: path.join(folder, "cache"), codeVersion: "1" }
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

    expect(await renderShareImages(cards, publicDir, memory)).toEqual({
      rendered: 0,
      reused: 2,
    })
    expect(await readFile(path.join(publicDir, "og/tour.jpg"))).toEqual(first)

    // New words on one card, or new art bytes under the same file name: drawn again.
    const retitled = [card({ title: "World Tour" }), cards[1] as ShareCard]
    expect(await renderShareImages(retitled, publicDir, memory)).toEqual({
      rendered: 1,
      reused: 1,
    })
    await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#f107a3" },
    })
      .png()
      .toFile(art)
    expect(await renderShareImages(retitled, publicDir, memory)).toEqual({
      rendered: 2,
      reused: 0,
    })
    // New drawing code: every card is drawn again.
    expect(
      await renderShareImages(retitled, publicDir, {
        ...memory,
        codeVersion: "2",
      }),
    ).toEqual({ rendered: 2, reused: 0 })
  })

  it("draws every card without a cache", async () => {
    expect(
      await renderShareImages([card()], path.join(folder, "plain")),
    ).toEqual({ rendered: 1, reused: 0 })
  })
})
