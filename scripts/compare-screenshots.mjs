// `node scripts/compare-screenshots.mjs <before> <after> [diffs]`: compares two screenshot folders
// pixel by pixel, leaving in [diffs] each differing pixel in magenta. Exits 1 when any differ.
import { mkdirSync, readdirSync } from "node:fs"
import path from "node:path"

import sharp from "sharp"

const [before, after, diffs] = process.argv.slice(2)
if (!before || !after) {
  console.error(
    "usage: node scripts/compare-screenshots.mjs <before> <after> [diffs]",
  )
  process.exit(2)
}

const pngs = folder => readdirSync(folder).filter(name => name.endsWith(".png"))

const pixels = file =>
  sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })

const difference = (a, b, width) => {
  let count = 0
  const box = { left: Infinity, top: Infinity, right: -1, bottom: -1 }
  const mask = Buffer.alloc(a.length)
  for (let offset = 0; offset < a.length; offset += 4) {
    if (a.readUInt32BE(offset) === b.readUInt32BE(offset)) {
      mask.writeUInt32BE(
        ((b[offset] >> 2) << 24) |
          ((b[offset + 1] >> 2) << 16) |
          ((b[offset + 2] >> 2) << 8) |
          0xff,
        offset,
      )
      continue
    }
    count += 1
    mask.writeUInt32BE(0xff00ffff, offset)
    const x = (offset / 4) % width
    const y = Math.floor(offset / 4 / width)
    box.left = Math.min(box.left, x)
    box.right = Math.max(box.right, x)
    box.top = Math.min(box.top, y)
    box.bottom = Math.max(box.bottom, y)
  }
  return { count, box, mask }
}

let identical = 0
const names = [...new Set([...pngs(before), ...pngs(after)])].sort()
for (const name of names) {
  const [a, b] = await Promise.all(
    [before, after].map(folder =>
      pixels(path.join(folder, name)).catch(() => null),
    ),
  )
  if (!a || !b) {
    console.log(`${name}: only in ${a ? before : after}`)
    continue
  }
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
    console.log(
      `${name}: size ${a.info.width}x${a.info.height} -> ${b.info.width}x${b.info.height}`,
    )
    continue
  }
  const { count, box, mask } = difference(a.data, b.data, a.info.width)
  if (count === 0) {
    identical += 1
    console.log(`${name}: identical`)
    continue
  }
  console.log(
    `${name}: ${count} pixels differ, in x ${box.left}-${box.right}, y ${box.top}-${box.bottom}`,
  )
  if (diffs) {
    mkdirSync(diffs, { recursive: true })
    await sharp(mask, {
      raw: { width: a.info.width, height: a.info.height, channels: 4 },
    })
      .png()
      .toFile(path.join(diffs, name))
  }
}
console.log(`${identical} of ${names.length} identical`)
process.exitCode = identical < names.length ? 1 : 0
