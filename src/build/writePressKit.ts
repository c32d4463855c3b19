import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"

import { localizePath, type Language } from "../lib/languages"
import { requireData } from "../lib/requireData"
import { buildPressKit, pressKitPath, type PressKitData } from "./pressKit"

/** The press kit's data from the build's query (data/ is checked by then). */
export const toPressKitData = (
  data: Queries.BuildPagesQuery,
  language: Language,
): PressKitData => {
  const site = requireData(data.siteJson, "data/site.json")
  const about = requireData(data.aboutJson, "data/about.json")
  return {
    language,
    site,
    about: {
      shortBio: about.shortBio,
      paragraphs: about.paragraphs,
      homeTown: about.homeTown,
      pressPhotos: about.pressPhotos.map((photo, index) => ({
        file: requireData(
          photo.image?.absolutePath,
          `data/about.json › pressPhotos #${index + 1} › image`,
        ),
        caption: photo.caption,
        credit: photo.credit,
      })),
    },
    releases: data.allReleasesJson.nodes.flatMap(release =>
      release.releaseDate && release.cover?.absolutePath
        ? [
            {
              slug: release.slug,
              title: release.title,
              kind: release.kind,
              releaseDate: release.releaseDate,
              cover: release.cover.absolutePath,
            },
          ]
        : [],
    ),
  }
}

/**
 * Builds the press kit and writes it under public/, in its language's folder
 * (/press/…, /es/press/…); returns its address and size.
 */
export const writePressKit = async (
  data: PressKitData,
  builtAt: Date,
  publicDir: string,
) => {
  const kit = await buildPressKit(data, builtAt)
  const sitePath = localizePath(pressKitPath(data.site.name), data.language)
  const file = path.join(publicDir, sitePath)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, kit.bytes)
  return { path: sitePath, bytes: kit.bytes.byteLength }
}
