/**
 * What the visual editor does with an entry before it saves it: the same data check as
 * the build, on the entry as it will be written. An entry the build would refuse is never
 * saved, so nothing reaches the repository half right.
 */
import * as z from "zod"

import { dataSources, type DataSource } from "../../src/lib/data/dataSchema"
import { recordProblems, slugMismatch } from "../../src/lib/data/recordProblems"
import { unwrapOptional } from "../../src/lib/data/schemaShape"
import { isRecord } from "../../src/lib/data/isRecord"
import { RECORDS_COLLECTION } from "./cmsConfig"

/** The file or folder of data/ an entry of a collection belongs to. */
export const sourceOf = (
  collection: string,
  entrySlug: string,
): DataSource | undefined =>
  dataSources.find(source =>
    collection === RECORDS_COLLECTION
      ? source.kind === "record" && source.name === entrySlug
      : source.kind === "collection" && source.name === collection,
  )

/** The path of an entry's file, as the build check names it. */
export const fileOf = (source: DataSource, entrySlug: string) =>
  source.kind === "record"
    ? `data/${source.name}.json`
    : `data/${source.name}/${entrySlug}.json`

/**
 * The entry as the data files write it. The editor keeps a field an editor has cleared as
 * "" (or null, for a select); the data leaves such a field out. Fields come in the
 * schema's order, as the files have them, so a saved file differs from the one before
 * only where the editor changed something.
 */
export const asDataFile = (
  schema: z.core.$ZodType,
  value: unknown,
): unknown => {
  const node = unwrapOptional(schema)
  if (Array.isArray(value)) {
    const item = node instanceof z.ZodArray ? node.element : z.unknown()
    return value
      .filter(entry => entry !== "" && entry !== null)
      .map(entry => asDataFile(item, entry))
  }
  if (!isRecord(value)) return value
  const shape: Record<string, z.core.$ZodType> =
    node instanceof z.ZodObject ? node.shape : {}
  const names = [
    ...Object.keys(shape).filter(name => name in value),
    ...Object.keys(value).filter(name => !(name in shape)),
  ]
  const entries = names.flatMap(name => {
    const inner = value[name]
    if (inner === "" || inner === null || inner === undefined) return []
    const field = shape[name] ?? z.unknown()
    const cleaned = asDataFile(field, inner)
    // A list or group left empty is left out too, where the field may be left out.
    const empty = Array.isArray(cleaned)
      ? cleaned.length === 0
      : isRecord(cleaned) && Object.keys(cleaned).length === 0
    if (empty && field instanceof z.ZodOptional) return []
    return [[name, cleaned] as const]
  })
  return Object.fromEntries(entries)
}

/**
 * Every problem the build check would report for this entry, in its words
 * ("data/shows/lima.json › date: expected a date as YYYY-MM-DD, found …"). A saved entry
 * must keep its file's name as its slug; a new one takes its file's name from its slug.
 */
export const entryProblems = (
  source: DataSource,
  entry: { slug: string; isNew: boolean; data: unknown },
): string[] => {
  const dataSlug =
    isRecord(entry.data) && typeof entry.data.slug === "string"
      ? entry.data.slug
      : undefined
  const fileSlug = entry.isNew ? (dataSlug ?? entry.slug) : entry.slug
  const file = fileOf(source, fileSlug)
  const problems = recordProblems(file, source.schema, entry.data)
  if (
    source.kind === "collection" &&
    !entry.isNew &&
    dataSlug !== undefined &&
    dataSlug !== entry.slug
  ) {
    problems.push(slugMismatch(file, entry.slug, dataSlug))
  }
  return problems
}
