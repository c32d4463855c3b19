/**
 * @jest-environment node
 */
import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

import { paletteIcons } from "./paletteIcons"
import { scratchFolder } from "../../src/test/scratchFolder"

describe("paletteIcons", () => {
  const folder = scratchFolder("app-icons-")

  it("rewrites a flat-coloured icon as a smaller indexed PNG, the same size, once", async () => {
    const icon = path.join(folder(), "icon-144x144.png")
    const drawn = `<svg xmlns="http://www.w3.org/2000/svg" width="144" height="144"><rect width="144" height="144" rx="28" fill="#140a1e"/><circle cx="72" cy="72" r="48" fill="none" stroke="#ff4f9a" stroke-width="14"/><text x="72" y="92" font-size="60" text-anchor="middle" fill="#ffa23a">N</text></svg>`
    await writeFile(icon, await sharp(Buffer.from(drawn)).png().toBuffer())
    const before = await readFile(icon)

    const saved = await paletteIcons([icon])

    const after = await readFile(icon)
    expect(saved).toBe(before.length - after.length)
    expect(saved).toBeGreaterThan(0)
    expect(await sharp(after).metadata()).toMatchObject({
      format: "png",
      width: 144,
      height: 144,
      isPalette: true,
    })
    expect(await paletteIcons([icon])).toBe(0)
    expect(await readFile(icon)).toEqual(after)
  })

  it("copies an icon drawn again from the cache instead of encoding it again", async () => {
    const icon = path.join(folder(), "icon-48x48.png")
    const cacheDir = path.join(folder(), "cache")
    const drawn = await sharp({
      create: { width: 48, height: 48, channels: 4, background: "#ff4f9a" },
    })
      .png()
      .toBuffer()
    await writeFile(icon, drawn)
    await paletteIcons([icon], cacheDir)
    const [cached] = await readdir(cacheDir)
    // A stand-in in the cache shows whether the next build encodes or copies.
    const standIn = await sharp({
      create: { width: 1, height: 1, channels: 3, background: "#000" },
    })
      .png({ palette: true })
      .toBuffer()
    await writeFile(path.join(cacheDir, cached as string), standIn)

    // The manifest plugin draws it again.
    await writeFile(icon, drawn)
    expect(await paletteIcons([icon], cacheDir)).toBe(
      drawn.length - standIn.length,
    )
    expect(await readFile(icon)).toEqual(standIn)
  })
})
