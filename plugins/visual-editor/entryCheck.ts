// The build's own data check, before saving: nothing the build would refuse reaches the repository.
import * as z from "zod"

import { dataSources, type DataSource } from "../../src/lib/data/dataSchema"
import { recordProblems, slugMismatch } from "../../src/lib/data/recordProblems"
import { unwrapOptional } from "../../src/lib/data/schemaShape"
import { isRecord } from "../../src/lib/data/isRecord"
import { RECORDS_COLLECTION } from "./cmsConfig"

export const sourceOf = (collection: string, entrySlug: string) =>
  dataSources.find(source =>
    collection === RECORDS_COLLECTION
      ? source.kind === "record" && source.name === entrySlug
      : source.kind === "collection" && source.name === collection,
  )

export const fileOf = (source: DataSource, entrySlug: string) =>
  source.kind === "record"
    ? `data/${source.name}.json`
    : `data/${source.name}/${entrySlug}.json`

// The editor keeps a cleared field as "" (or null, for a select) where the files leave it out.
// Fields keep the schema's order, so a saved file differs only where the editor changed it.
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
    const empty = Array.isArray(cleaned)
      ? cleaned.length === 0
      : isRecord(cleaned) && Object.keys(cleaned).length === 0
    if (empty && field instanceof z.ZodOptional) return []
    return [[name, cleaned] as const]
  })
  return Object.fromEntries(entries)
}

// A saved entry must keep its file's name as its slug; a new one takes its file's name from its slug.
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
