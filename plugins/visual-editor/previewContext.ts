// What a preview draws beside the entry being edited, read from data/ when the editor is built:
// the home page's hero takes the streaming links from site.json, its card the latest single.
import { readdirSync } from "node:fs"
import path from "node:path"

import { tryOr } from "../../src/lib/tryOr"
import { readRecordFile } from "../../src/node/readRecordFile"
import { dataFolder } from "../../src/node/siteFolders"

type Fields = Record<string, unknown>

export type PreviewContext = {
  site: Fields
  pages: Fields
  contact: Fields
  /** What the home page's card picks from, newest first, as its page query sorts them. */
  releases: Fields[]
}

// The data check stops a build on a broken file; in development the preview goes without it.
const readFields = (file: string): Fields => readRecordFile(file) ?? {}

const RELEASE_FIELDS = [
  "slug",
  "title",
  "kind",
  "releaseDate",
  "comingSoon",
  "description",
]

const newestFirst = (a: Fields, b: Fields) =>
  String(b.releaseDate ?? "").localeCompare(String(a.releaseDate ?? "")) ||
  String(a.slug ?? "").localeCompare(String(b.slug ?? ""))

export const readPreviewContext = (
  dataDir: string = dataFolder(),
): PreviewContext => {
  const folder = path.join(dataDir, "releases")
  const releaseFiles = tryOr(
    () => readdirSync(folder).filter(name => name.endsWith(".json")),
    [],
  )
  return {
    site: readFields(path.join(dataDir, "site.json")),
    pages: readFields(path.join(dataDir, "pages.json")),
    contact: readFields(path.join(dataDir, "contact.json")),
    releases: releaseFiles
      .map(name => {
        const release = readFields(path.join(folder, name))
        return Object.fromEntries(
          RELEASE_FIELDS.flatMap(field =>
            field in release ? [[field, release[field]]] : [],
          ),
        )
      })
      .sort(newestFirst),
  }
}
