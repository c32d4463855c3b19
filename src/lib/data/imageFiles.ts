// What an image file of data/ may be: the data check, the save check and the editor's upload
// all say the same, and how to turn a file the site refuses into one it takes.

/** About 20 MB: a photo larger than that only weighs down the repository and every clone of it. */
export const MAX_IMAGE_BYTES = 20 * 1000 * 1000

export const IMAGE_TYPES_TAKEN = "JPEG, PNG, WebP or AVIF"

/** The types phones and photographers send that the site cannot show, and how to convert each. */
const CONVERSIONS: ReadonlyArray<{ extensions: RegExp; found: string }> = [
  {
    extensions: /\.(?:heic|heif)$/i,
    found:
      "a HEIC photo, an iPhone's format, which most browsers cannot show: export it as JPEG (on a Mac, open it in Preview and choose File › Export › JPEG; on an iPhone, Settings › Camera › Formats › Most Compatible takes JPEGs from then on) and choose that file",
  },
  {
    extensions: /\.(?:tiff?)$/i,
    found:
      "a TIFF file, which browsers cannot show: export it as a full-size JPEG (File › Export in Preview, Photoshop or Lightroom) and choose that file",
  },
  {
    extensions: /\.gif$/i,
    found:
      "a GIF, which the site does not draw (its images are resized, and a GIF's frames would be lost): save it as PNG, or as JPEG for a photo, and choose that file",
  },
]

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/** For a file of a type the site cannot show: what it is and how to convert it. */
export const imageTypeProblem = (path: string): string | null => {
  const conversion = CONVERSIONS.find(({ extensions }) =>
    extensions.test(path),
  )
  return conversion
    ? `expected a ${IMAGE_TYPES_TAKEN} image, found ${conversion.found}`
    : null
}

export const imageSizeProblem = (bytes: number): string | null =>
  bytes > MAX_IMAGE_BYTES
    ? `expected an image of at most ${megabytes(MAX_IMAGE_BYTES)}, found one of ${megabytes(bytes)}: export a smaller copy (a JPEG about 4000 px on its long edge is enough to print a page) and choose that file`
    : null
