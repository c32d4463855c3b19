import * as z from "zod"

import { dataSources, type DataSource } from "./dataSchema"
import { MIN_COVER_SIZE } from "./fields"

export const schemaPath = (source: DataSource) =>
  `data/schema/${source.name}.schema.json`

const filesOf = (source: DataSource) =>
  source.kind === "record"
    ? `/data/${source.name}.json`
    : `/data/${source.name}/*.json`

/** Draft-07, which editors support best. */
export const editorSchema = (source: DataSource) => ({
  title: `${filesOf(source).slice(1)}: ${source.title}`,
  ...z.toJSONSchema(source.schema, { target: "draft-07", io: "input" }),
  $comment: `Generated from src/lib/data/dataSchema.ts by \`npm run schemas\`; edit the schema there, not this file. The build checks more than this schema can: images exist and can be read, covers are square and at least ${MIN_COVER_SIZE} px, colours, dates and time zones are real, and each entry's slug is its file's name.`,
})

export const vscodeSettings = () => ({
  "json.schemas": dataSources.map(source => ({
    fileMatch: [filesOf(source)],
    url: `./${schemaPath(source)}`,
  })),
})

export const asFileText = (value: unknown) =>
  `${JSON.stringify(value, null, 2)}\n`
