import { readFile, writeFile } from "node:fs/promises"
import sharp from "sharp"

/**
 * Rewrites each PNG as an indexed-colour PNG (a palette of up to 256 colours, dithered)
 * when that is smaller: a flat-coloured icon keeps its look at about half the bytes
 * (the 144 px icon Chrome fetches from the manifest on every first visit: 8.4 against
 * 4.4 KB). A file already indexed is left as it is, so a warm build does nothing.
 * Returns the bytes saved.
 */
export const paletteIcons = async (files: readonly string[]) => {
  let saved = 0
  for (const file of files) {
    const bytes = await readFile(file)
    const { isPalette } = await sharp(bytes).metadata()
    if (isPalette) continue
    const indexed = await sharp(bytes)
      .png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 })
      .toBuffer()
    if (indexed.length < bytes.length) {
      await writeFile(file, indexed)
      saved += bytes.length - indexed.length
    }
  }
  return saved
}
