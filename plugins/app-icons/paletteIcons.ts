import { createHash } from "node:crypto"
import { readFile, writeFile } from "node:fs/promises"
import sharp from "sharp"

import { cachedFile } from "../../src/node/cachedFile"

const INDEXED = {
  palette: true,
  quality: 100,
  effort: 10,
  compressionLevel: 9,
} as const

// Indexed colour keeps a flat-coloured icon's look in fewer bytes. gatsby-plugin-manifest draws its
// icons again on every build, so each result is cached under its original's digest.
export const paletteIcons = async (
  files: readonly string[],
  cacheDir?: string,
) => {
  let saved = 0
  for (const file of files) {
    const bytes = await readFile(file)
    if ((await sharp(bytes).metadata()).isPalette) continue
    const { bytes: indexed } = await cachedFile(
      cacheDir,
      `${createHash("sha256").update(JSON.stringify(INDEXED)).update(bytes).digest("hex")}.png`,
      () => sharp(bytes).png(INDEXED).toBuffer(),
    )
    if (indexed.length < bytes.length) {
      await writeFile(file, indexed)
      saved += bytes.length - indexed.length
    }
  }
  return saved
}
