import {
  MIN_COVER_SIZE,
  SUMMARY_LENGTH,
  type DataFile,
  type Field,
  type Fields,
  type Rule,
} from "./dataRules"
import { describeRule } from "./validateData"

type JsonSchema = Record<string, unknown>

const ruleSchema = (rule: Rule): JsonSchema => {
  switch (rule.kind) {
    case "text":
      return { type: "string", minLength: 1, pattern: "\\S" }
    case "slug":
      return { type: "string", pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" }
    case "url":
      return {
        type: "string",
        format: "uri",
        pattern: rule.host
          ? `^https://${rule.host.replaceAll(".", "\\.")}/`
          : "^https://",
      }
    case "email":
      return { type: "string", format: "email" }
    case "date":
      return {
        type: "string",
        format: "date",
        pattern: "^\\d{4}-\\d{2}-\\d{2}$",
      }
    case "time":
      return { type: "string", pattern: "^(?:[01]\\d|2[0-3]):[0-5]\\d$" }
    case "timeZone":
      return {
        type: "string",
        pattern: "^(?:[A-Za-z_]+(?:/[A-Za-z0-9_+-]+)+|UTC)$",
      }
    case "countryCode":
      return { type: "string", pattern: "^[A-Z]{2}$" }
    case "summary":
      return {
        type: "string",
        minLength: SUMMARY_LENGTH.min,
        maxLength: SUMMARY_LENGTH.max,
      }
    case "price":
      return { type: "number", minimum: 0 }
    case "currency":
      return { type: "string", pattern: "^[A-Z]{3}$" }
    case "boolean":
      return { type: "boolean" }
    case "oneOf":
      return { type: "string", enum: [...rule.values] }
    case "color":
      return { type: "string", minLength: 1 }
    case "image":
      return {
        type: "string",
        pattern:
          "^\\./images/[\\w\\-./]+\\.(?:jpe?g|png|webp|avif|JPE?G|PNG|WEBP|AVIF)$",
      }
    case "list":
      return {
        type: "array",
        minItems: rule.minItems,
        items: ruleSchema(rule.of),
      }
    case "object":
      return objectSchema(rule.fields)
  }
}

const fieldSchema = (field: Field): JsonSchema => ({
  description: `${field.description}. Expected: ${describeRule(field.rule)}.`,
  ...ruleSchema(field.rule),
})

const objectSchema = (fields: Fields, extra: Fields = {}): JsonSchema => {
  const all = { ...extra, ...fields }
  return {
    type: "object",
    additionalProperties: false,
    required: Object.entries(fields)
      .filter(([, field]) => !field.optional)
      .map(([name]) => name),
    properties: Object.fromEntries(
      Object.entries(all).map(([name, field]) => [name, fieldSchema(field)]),
    ),
  }
}

const schemaReference: Fields = {
  $schema: {
    rule: { kind: "text" },
    optional: true,
    description: "Points the editor at this schema",
  },
}

/** A coming-soon release has no cover or links; a released one has all of them. */
const releaseStatus: JsonSchema = {
  if: { properties: { comingSoon: { const: true } } },
  then: {
    properties: {
      cover: false,
      spotifyUrl: false,
      appleMusicUrl: false,
    },
  },
  else: {
    required: [
      "releaseDate",
      "cover",
      "coverAlt",
      "spotifyUrl",
      "appleMusicUrl",
    ],
  },
}

/** The JSON Schema (draft-07, which editors support best) for one data file. */
export const toJsonSchema = (spec: DataFile): JsonSchema => {
  const header = {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: `data/${spec.file}: ${spec.title}`,
    description:
      "Generated from src/lib/dataRules.ts by `npm run schemas`; edit the rules, not this file. The build checks more than this schema can (images exist and can be read, covers are square and at least " +
      `${MIN_COVER_SIZE} px, slugs are unique, colours are valid).`,
  }
  if (!spec.collection) {
    return { ...header, ...objectSchema(spec.fields, schemaReference) }
  }
  const entry = objectSchema(spec.fields)
  return {
    ...header,
    type: "object",
    additionalProperties: false,
    required: [spec.collection],
    properties: {
      ...Object.fromEntries(
        Object.entries(schemaReference).map(([name, field]) => [
          name,
          fieldSchema(field),
        ]),
      ),
      [spec.collection]: {
        type: "array",
        items:
          spec.file === "releases.json"
            ? { ...entry, ...releaseStatus }
            : entry,
      },
    },
  }
}

/** The schema file's text, as committed under data/schema/. */
export const schemaText = (spec: DataFile) =>
  `${JSON.stringify(toJsonSchema(spec), null, 2)}\n`

export const schemaFileName = (spec: DataFile) =>
  spec.file.replace(/\.json$/, ".schema.json")
