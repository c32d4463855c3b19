import { readdir, readFile } from "node:fs/promises"
import path from "node:path"

import {
  aboutSchema,
  releaseSchema,
  siteSchema,
} from "../../lib/data/dataSchema"
import { isOutOn } from "../../lib/releaseSchedule"
import type { Language } from "../../lib/languages"
import type { PressKitData } from "./pressKit"

const readJson = async (file: string): Promise<unknown> =>
  JSON.parse(await readFile(file, "utf8"))

/**
 * The records the press kit is made from, read from the data folder and parsed by the one
 * data schema (the data check has passed by the time the build sources its nodes).
 */
export const readPressKitSources = async (dataDir: string) => {
  const releaseFiles = (await readdir(path.join(dataDir, "releases")))
    .filter(name => name.endsWith(".json"))
    .sort()
  return {
    dataDir,
    site: siteSchema.parse(await readJson(path.join(dataDir, "site.json"))),
    about: aboutSchema.parse(await readJson(path.join(dataDir, "about.json"))),
    releases: await Promise.all(
      releaseFiles.map(async name =>
        releaseSchema.parse(
          await readJson(path.join(dataDir, "releases", name)),
        ),
      ),
    ),
  }
}

/** Plain string order, as a GraphQL sort gives it (dates as YYYY-MM-DD, slugs in ASCII). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

type PressKitSources = Awaited<ReturnType<typeof readPressKitSources>>

/**
 * The press kit's content in one language: the works out on `today` (the build's day),
 * newest first, with their covers.
 */
export const pressKitDataFrom = (
  { dataDir, site, about, releases }: PressKitSources,
  language: Language,
  today: string,
): PressKitData => ({
  language,
  site: {
    name: site.name,
    tagline: site.tagline[language],
    siteUrl: site.siteUrl,
    locale: site.locale[language],
    genres: site.genres[language],
    pressEmail: site.pressEmail,
    streaming: site.streaming,
    socials: site.socials,
  },
  about: {
    shortBio: about.shortBio[language],
    paragraphs: about.paragraphs[language],
    homeTown: about.homeTown[language],
    pressPhotos: about.pressPhotos.map(photo => ({
      file: path.join(dataDir, photo.image),
      caption: photo.caption[language],
      credit: photo.credit,
    })),
  },
  releases: releases
    .flatMap(release =>
      isOutOn(release, today) && release.releaseDate && release.cover
        ? [
            {
              slug: release.slug,
              title: release.title,
              kind: release.kind,
              releaseDate: release.releaseDate,
              cover: path.join(dataDir, release.cover),
            },
          ]
        : [],
    )
    .sort(
      (a, b) =>
        byCodeUnits(b.releaseDate, a.releaseDate) ||
        byCodeUnits(a.slug, b.slug),
    ),
})
