import type { PressPhoto } from "../../components/press/pressPhoto"
import type { PressStrings } from "../../strings/press"
import { requireData } from "./requireData"

type QueriedPhoto = NonNullable<
  Queries.PressPageQuery["pressJson"]
>["photos"][number]

const FILE_TYPES: Record<string, string> = {
  jpg: "JPEG",
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
}

/** The download is the file in data/ as it is, described as "JPEG, 3000 × 2000 px, 1.2 MB". */
export const toPressPhotos = (
  photos: readonly QueriedPhoto[],
  words: PressStrings,
): PressPhoto[] =>
  photos.map((photo, index) => {
    const where = `data/press.json › photos #${index + 1} › image`
    const image = requireData(photo.image, where)
    const sharp = requireData(image.childImageSharp, `${where} (a photo)`)
    const original = requireData(sharp.original, `${where} (its size)`)
    return {
      thumbnail: sharp.thumbnail,
      large: sharp.large,
      alt: photo.alt,
      caption: photo.caption,
      credit: photo.credit,
      licence: photo.licence,
      file: {
        href: requireData(image.publicURL, `${where} (its file)`),
        fileName: image.base,
        facts: words.photoFacts(
          FILE_TYPES[image.extension.toLowerCase()] ??
            image.extension.toUpperCase(),
          original.width ?? 0,
          original.height ?? 0,
          photo.fileSizeText,
        ),
      },
    }
  })
