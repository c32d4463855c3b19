import path from "node:path"
import sharp from "sharp"

import { EVENT_IMAGES } from "../../src/lib/seo/shareImages"
import { writeIfChanged } from "../../src/node/writeIfChanged"

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
