import { readdir, readFile } from "node:fs/promises"
import path from "node:path"

import {
  pressSchema,
  releaseSchema,
  siteSchema,
} from "../../lib/data/dataSchema"
import { isOutOn } from "../../lib/releaseSchedule"
import type { Language } from "../../lib/languages"
import type { PressKitData } from "./pressKit"

const readJson = async (...segments: string[]): Promise<unknown> =>
  JSON.parse(await readFile(path.join(...segments), "utf8"))

// The data check has passed by the time the build sources its nodes.
export const readPressKitSources = async (dataDir: string) => {
  const releaseFiles = (await readdir(path.join(dataDir, "releases")))
    .filter(name => name.endsWith(".json"))
    .sort()
  return {
    dataDir,
    site: siteSchema.parse(await readJson(dataDir, "site.json")),
    press: pressSchema.parse(await readJson(dataDir, "press.json")),
    releases: await Promise.all(
      releaseFiles.map(async name =>
        releaseSchema.parse(await readJson(dataDir, "releases", name)),
      ),
    ),
  }
}

/** Plain string order, as a GraphQL sort gives it. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

type PressKitSources = Awaited<ReturnType<typeof readPressKitSources>>

export const pressKitDataFrom = (
  { dataDir, site, press, releases }: PressKitSources,
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
  press: {
    bios: {
      short: press.bios.short[language],
      medium: press.bios.medium[language],
      long: press.bios.long[language],
    },
    facts: { ...press.facts, hometown: press.facts.hometown[language] },
    photos: press.photos.map(photo => ({
      file: path.join(dataDir, photo.image),
      caption: photo.caption[language],
      credit: photo.credit,
      licence: photo.licence[language],
    })),
    rider: {
      sections: press.rider.sections.map(section => ({
        heading: section.heading[language],
        items: section.items[language],
      })),
      stagePlot: press.rider.stagePlot.map(place => ({
        ...place,
        label: place.label[language],
      })),
      contacts: press.contacts,
    },
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
