import type { Dirent } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"

import {
  dataSources,
  type Collection,
  type RecordFile,
} from "../../src/lib/data/dataSchema"
import { closestName, nearestNamesText } from "../../src/lib/data/closestName"
import { SLUG_PATTERN } from "../../src/lib/data/fields"
import {
  locate,
  recordProblems,
  slugMismatch,
} from "../../src/lib/data/recordProblems"
import { imagesIn, referencesIn } from "../../src/lib/data/schemaShape"
import { isRecord } from "../../src/lib/data/isRecord"
import { parseDataFile } from "../../src/lib/data/parseDataFile"
import { imageProblem, inspectImage } from "./images"

const SUPPORT_FOLDERS = ["images", "schema"]

type Reference = ReturnType<typeof referencesIn>[number] & { label: string }

type Checked = {
  problems: string[]
  images: number
  read: boolean
  references?: Reference[]
}

const unread = (problem: string): Checked => ({
  problems: [problem],
  images: 0,
  read: false,
})

const isSystemFile = (name: string) =>
  (name.startsWith(".") && !name.endsWith(".json")) || name.endsWith("~")

const checkFile = async (
  dataDir: string,
  file: string,
  source: RecordFile | Collection,
  expectedSlug?: string,
): Promise<Checked> => {
  const label = `data/${file}`
  let text: string
  try {
    text = await readFile(path.join(dataDir, file), "utf8")
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return unread(
      code === "ENOENT"
        ? `${label}: expected this file, found no such file`
        : `${label}: expected a file that can be read, found one that cannot (${code ?? String(error)})`,
    )
  }
  const parsed = parseDataFile(label, text)
  if (!parsed.ok) return { problems: [parsed.problem], images: 0, read: true }
  const problems = recordProblems(label, source.schema, parsed.value)
  if (
    expectedSlug !== undefined &&
    isRecord(parsed.value) &&
    typeof parsed.value.slug === "string" &&
    parsed.value.slug !== expectedSlug
  ) {
    problems.push(slugMismatch(label, expectedSlug, parsed.value.slug))
  }
  const images = imagesIn(source.schema, parsed.value)
  for (const image of images) {
    const report = await inspectImage(path.join(dataDir, image.file))
    const message = imageProblem(image, report)
    if (message) problems.push(`${locate(label, image.path)}: ${message}`)
  }
  const references = referencesIn(source.schema, parsed.value).map(
    reference => ({ ...reference, label }),
  )
  return { problems, images: images.length, read: true, references }
}

// A collection without entries has no folder (Git keeps no empty folders).
const listFolder = (folder: string): Promise<Dirent[]> =>
  readdir(folder, { withFileTypes: true }).catch(() => [])

const checkCollection = async (dataDir: string, collection: Collection) => {
  const names = (await listFolder(path.join(dataDir, collection.name)))
    .map(entry => entry.name)
    .filter(name => !isSystemFile(name))
    .sort()
  return Promise.all(
    names.map(async name => {
      const label = `data/${collection.name}/${name}`
      const slug = name.replace(/\.json$/, "")
      if (!name.endsWith(".json") || name.startsWith(".")) {
        return unread(
          `${label}: expected only ${collection.noun} files named <slug>.json in this folder, found a file that is not one`,
        )
      }
      if (!SLUG_PATTERN.test(slug)) {
        return unread(
          `${label}: expected a file name in lowercase-with-dashes, with a letter in it, such as my-${collection.noun}.json, found "${name}"`,
        )
      }
      return checkFile(dataDir, `${collection.name}/${name}`, collection, slug)
    }),
  )
}

// An entry's slug is its file's name.
const referenceProblems = async (dataDir: string, results: Checked[]) => {
  const references = results.flatMap(result => result.references ?? [])
  const slugsOf = new Map<string, Set<string>>()
  for (const collection of new Set(references.map(ref => ref.collection))) {
    const entries = await listFolder(path.join(dataDir, collection))
    slugsOf.set(
      collection,
      new Set(
        entries
          .map(entry => entry.name)
          .filter(name => name.endsWith(".json"))
          .map(name => name.slice(0, -".json".length))
          .filter(slug => SLUG_PATTERN.test(slug)),
      ),
    )
  }
  return references
    .filter(ref => !slugsOf.get(ref.collection)?.has(ref.slug))
    .map(ref => {
      const known = [...(slugsOf.get(ref.collection) ?? [])].sort()
      const expected = `${locate(ref.label, ref.path)}: expected the slug of a ${ref.noun} in data/${ref.collection}/`
      const guess = closestName(ref.slug, known)
      if (guess)
        return `${expected}, found "${ref.slug}": did you mean "${guess}"?`
      return `${expected} (${known.length > 0 ? nearestNamesText(ref.slug, known) : "none yet"}), found "${ref.slug}"`
    })
}

const strayProblems = async (dataDir: string) => {
  const known = dataSources.map(source =>
    source.kind === "record" ? `${source.name}.json` : `${source.name}/`,
  )
  return (await listFolder(dataDir))
    .filter(entry =>
      entry.isDirectory()
        ? !known.includes(`${entry.name}/`) &&
          !SUPPORT_FOLDERS.includes(entry.name)
        : entry.name.endsWith(".json") && !known.includes(entry.name),
    )
    .map(
      entry =>
        `data/${entry.name}${entry.isDirectory() ? "/" : ""}: expected one of the data files and folders (${known.join(", ")}), found one the site does not use`,
    )
}

/** Every problem at once, grouped by file in the order the guide lists them. */
export const checkDataFolder = async (dataDir: string) => {
  const checked = await Promise.all(
    dataSources.map(async source =>
      source.kind === "record"
        ? [await checkFile(dataDir, `${source.name}.json`, source)]
        : checkCollection(dataDir, source),
    ),
  )
  const results = checked.flat()
  return {
    problems: [
      ...results.flatMap(result => result.problems),
      ...(await referenceProblems(dataDir, results)),
      ...(await strayProblems(dataDir)),
    ],
    files: results.filter(result => result.read).length,
    images: results.reduce((sum, result) => sum + result.images, 0),
  }
}
