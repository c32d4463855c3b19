import path from "node:path"
import sharp from "sharp"

import { EVENT_IMAGES } from "../../src/lib/seo/shareImages"
import { writeIfChanged } from "../../src/node/writeIfChanged"

/**
 * The tour's art (the artist's photo, which every show's page shows) in the three shapes
 * Google's event result asks of a MusicEvent's images, 16:9, 4:3 and 1:1, each 1200 px
 * wide or more, cropped to keep the photo's top (the face). Written once for every show,
 * and left as it is when the same bytes are there.
 */
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
