import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import path from "node:path"

import { zipSync, strToU8 } from "fflate"

import type { ReleaseKind } from "../../lib/data/dataSchema"
import { formatLongDate } from "../../lib/format/formatDate"
import { slugify } from "../../lib/data/slugify"
import { languageRoot, type Language } from "../../lib/languages"
import { allStrings } from "../../strings/all"
import { pressKitStrings } from "../../strings/pressKit"
import { cachedFile } from "../../node/cachedFile"
import { a4Pdf, buildRiderPdf, type RiderContent } from "./riderPdf"

export type PressKitData = {
  language: Language
  site: {
    name: string
    tagline: string
    siteUrl: string
    locale: string
    genres: readonly string[]
    pressEmail: string
    streaming: { spotifyUrl: string; appleMusicUrl: string }
    socials: readonly { label: string; url: string }[]
  }
  press: {
    bios: { short: string; medium: string; long: readonly string[] }
    facts: { hometown: string; label: string; forFansOf: readonly string[] }
    photos: readonly {
      file: string
      caption: string
      credit: string
      licence: string
    }[]
    rider: RiderContent
  }
  /** Newest first. */
  releases: readonly {
    slug: string
    title: string
    kind: ReleaseKind
    releaseDate: string
    cover: string
  }[]
}

export const pressKitPath = (artistName: string) =>
  `/press/${pressKitFileName(artistName)}`

const pressKitFileName = (artistName: string) =>
  `${slugify(artistName)}-press-kit.zip`

export const riderPath = (artistName: string) =>
  `/press/${slugify(artistName)}-technical-rider.pdf`

const homePage = (data: PressKitData) =>
  `${data.site.siteUrl}${languageRoot(data.language)}`

export const riderDataOf = (data: PressKitData) => ({
  language: data.language,
  artistName: data.site.name,
  locale: data.site.locale,
  ...data.press.rider,
})

const factSheetPdf = (data: PressKitData, builtAt: Date) => {
  const strings = allStrings[data.language]
  const words = pressKitStrings[data.language]
  const title = words.factSheetTitle(data.site.name)
  return a4Pdf(title, data.site.name, builtAt, document => {
    document.font("Helvetica-Bold").fontSize(28).text(data.site.name)
    document.font("Helvetica").fontSize(13).fillColor("#555555")
    document.text(data.site.tagline).moveDown(1.2)
    document.fillColor("#000000").fontSize(11).text(data.press.bios.short, {
      lineGap: 3,
    })
    document.moveDown(1.2)

    const latest = data.releases[0]
    const facts: [string, string][] = [
      [words.genres, data.site.genres.join(", ")],
      [words.homeTown, data.press.facts.hometown],
      [words.label, data.press.facts.label],
      [words.forFansOf, data.press.facts.forFansOf.join(", ")],
      ...(latest
        ? ([
            [
              words.latestRelease,
              `${latest.title} (${strings.music.kinds[latest.kind]}, ${formatLongDate(latest.releaseDate, data.site.locale)})`,
            ],
          ] as [string, string][])
        : []),
      [words.pressContact, data.site.pressEmail],
      [words.website, homePage(data)],
      [strings.streaming.spotify, data.site.streaming.spotifyUrl],
      [strings.streaming.appleMusic, data.site.streaming.appleMusicUrl],
      ...data.site.socials.map(
        social => [social.label, social.url] as [string, string],
      ),
    ]
    for (const [label, value] of facts) {
      document.font("Helvetica-Bold").fontSize(10).text(label.toUpperCase())
      document.font("Helvetica").fontSize(11).text(value).moveDown(0.6)
    }
    document
      .moveDown(1)
      .fontSize(9)
      .fillColor("#555555")
      .text(
        words.builtOn(
          formatLongDate(builtAt.toISOString().slice(0, 10), data.site.locale),
        ),
      )
  })
}

// Every entry carries the build's time, so the same data gives the same file. With a cache folder,
// a kit made of the same entries is not compressed again.
export const buildPressKit = async (
  data: PressKitData,
  builtAt: Date,
  cacheDir?: string,
) => {
  const words = pressKitStrings[data.language]
  const fileName = pressKitFileName(data.site.name)
  const folder = fileName.replace(/\.zip$/, "")
  const file = async (source: string) => new Uint8Array(await readFile(source))
  // Two photos with the same file name in different folders each keep their own entry.
  const baseNames = data.press.photos.map(photo => path.basename(photo.file))
  const photoNames = baseNames.map((name, index) =>
    baseNames.indexOf(name) === index ? name : `${index + 1}-${name}`,
  )
  const entries: Record<string, Uint8Array> = {
    "README.txt": strToU8(
      words.readme(data.site.name, data.site.pressEmail, homePage(data)),
    ),
    "biography-short.txt": strToU8(`${data.press.bios.short}\n`),
    "biography-medium.txt": strToU8(`${data.press.bios.medium}\n`),
    "biography-long.txt": strToU8(`${data.press.bios.long.join("\n\n")}\n`),
    "fact-sheet.pdf": new Uint8Array(await factSheetPdf(data, builtAt)),
    "technical-rider.pdf": new Uint8Array(
      await buildRiderPdf(riderDataOf(data), builtAt),
    ),
    "photos/credits.txt": strToU8(
      data.press.photos
        .map(
          (photo, index) =>
            `${photoNames[index]}: ${photo.caption}. ${words.photoBy(photo.credit)}. ${photo.licence}.`,
        )
        .join("\n") + "\n",
    ),
  }
  for (const [index, photo] of data.press.photos.entries()) {
    entries[`photos/${photoNames[index]}`] = await file(photo.file)
  }
  for (const release of data.releases) {
    entries[`covers/${release.slug}${path.extname(release.cover)}`] =
      await file(release.cover)
  }
  const inFolder: Record<string, Uint8Array> = {}
  for (const [name, bytes] of Object.entries(entries))
    inFolder[`${folder}/${name}`] = bytes
  const digest = createHash("sha256").update(builtAt.toISOString())
  for (const [name, bytes] of Object.entries(inFolder))
    digest.update(`${name}\0`).update(bytes)
  const { bytes } = await cachedFile(
    cacheDir,
    `press-kit-${digest.digest("base64url")}.zip`,
    async () => zipSync(inFolder, { level: 6, mtime: builtAt }),
  )
  return { fileName, bytes }
}
