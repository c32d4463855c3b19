// Made from the one data schema, so a field added to the schema appears in the editor by itself.
import * as z from "zod"

import {
  dataSources,
  type Collection,
  type DataSource,
  type RecordFile,
} from "../../src/lib/data/dataSchema"
import { fieldHints, formHints, type FormHint } from "../../src/lib/data/fields"
import { MAX_IMAGE_BYTES } from "../../src/lib/data/imageFiles"
import { isTranslatedAt, unwrapOptional } from "../../src/lib/data/schemaShape"
import { LANGUAGE_NAMES, LANGUAGES } from "../../src/lib/languages"
import { newsPostPath, releasePath, showPath } from "../../src/lib/urls"

export type CmsField = {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  default?: unknown
  [option: string]: unknown
}

export type CmsCollection = {
  name: string
  label: string
  description?: string
  [option: string]: unknown
}

export type CmsBackend = { name: string; [option: string]: unknown }

export type CmsConfig = {
  backend: CmsBackend
  local_backend: boolean
  load_config_file: false
  media_folder: string
  public_folder: string
  display_url?: string
  collections: CmsCollection[]
  [option: string]: unknown
}

const IMAGES_FOLDER = "images"

const SPELLED: Record<string, string> = {
  url: "URL",
  id: "ID",
  youtube: "YouTube",
}

/** "releaseDate" -> "Release date", "spotifyUrl" -> "Spotify URL". */
export const labelOf = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(" ")
    .map(word => SPELLED[word.toLowerCase()] ?? word.toLowerCase())
  const [first = "", ...rest] = words
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ")
}

const descriptionOf = (schema: z.core.$ZodType) =>
  z.globalRegistry.get(schema)?.description

const jsonSchemaOf = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { unrepresentable: "any", io: "input" })

const patternOf = (schema: z.core.$ZodType): string | undefined => {
  const { pattern, minLength, maxLength } = jsonSchemaOf(schema)
  if (pattern !== undefined) return pattern
  if (minLength === undefined && maxLength === undefined) return undefined
  return `^[\\s\\S]{${minLength ?? 0},${maxLength ?? ""}}$`
}

const minimumOf = (schema: z.core.$ZodType): number | undefined => {
  const { minimum, minItems } = jsonSchemaOf(schema)
  return minimum ?? minItems
}

const messageOf = (hint: FormHint | undefined) =>
  hint ? `expected ${hint.expected}` : "expected a different value"

const SUPPORTED = {
  timeZone: () => ["UTC", ...Intl.supportedValuesOf("timeZone")],
  currency: () => Intl.supportedValuesOf("currency"),
}

const stringWidget = (
  schema: z.core.$ZodType,
  hint: FormHint | undefined,
): Partial<CmsField> => {
  const pattern = patternOf(schema)
  const rule: Partial<CmsField> = pattern
    ? { pattern: [pattern, messageOf(hint)] }
    : {}
  switch (hint?.input) {
    case "date":
      return {
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        picker_utc: true,
      }
    case "timeZone":
    case "currency":
      return { widget: "select", options: SUPPORTED[hint.input]() }
    case "color":
      return { widget: "color", allowInput: true }
    case "prose":
      return { widget: "text", ...rule }
    case "markdown":
      // Decap's Markdown editor, without its raw HTML and image buttons: the site refuses both.
      return {
        widget: "markdown",
        buttons: [
          "bold",
          "italic",
          "link",
          "heading-two",
          "heading-three",
          "quote",
          "bulleted-list",
          "numbered-list",
        ],
        editor_components: [],
        modes: ["rich_text", "raw"],
      }
    default:
      return { widget: "string", ...rule }
  }
}

const widgetOf = (schema: z.core.$ZodType): Partial<CmsField> => {
  const hint = fieldHints.get(schema)
  const form = formHints.get(schema)
  if (hint && "translated" in hint && schema instanceof z.ZodObject) {
    return {
      widget: "object",
      collapsed: false,
      fields: LANGUAGES.map(language => {
        // The language's name is its label, so it needs no help text of its own.
        const { hint: _languageName, ...field } = fieldOf(
          language,
          schema.shape[language],
        )
        return { ...field, label: `${LANGUAGE_NAMES[language]} (${language})` }
      }),
    }
  }
  if (hint && "image" in hint) {
    return {
      widget: "image",
      choose_url: false,
      media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
      media_folder: `/data/${IMAGES_FOLDER}/${hint.folder}`,
      public_folder: `${IMAGES_FOLDER}/${hint.folder}`,
    }
  }
  if (schema instanceof z.ZodObject) {
    return {
      widget: "object",
      collapsed: false,
      fields: fieldsOf(schema),
    }
  }
  if (schema instanceof z.ZodArray) {
    const item = unwrapOptional(schema.element)
    const min = minimumOf(schema)
    return {
      widget: "list",
      ...(item instanceof z.ZodObject && !isTranslatedAt(item, [])
        ? { fields: fieldsOf(item) }
        : { field: fieldOf(singularOf(descriptionOf(item)), item) }),
      ...(min ? { min } : {}),
    }
  }
  if (schema instanceof z.ZodEnum) {
    return { widget: "select", options: schema.options.map(String) }
  }
  if (schema instanceof z.ZodBoolean) {
    // Decap saves a switch left alone as nothing, which a required field refuses.
    return { widget: "boolean", default: false }
  }
  if (schema instanceof z.ZodNumber) {
    const min = minimumOf(schema)
    return {
      widget: "number",
      value_type: "float",
      step: 0.01,
      ...(min !== undefined ? { min } : {}),
    }
  }
  if (schema instanceof z.ZodString) return stringWidget(schema, form)
  throw new Error(
    `The visual editor has no widget for a field of kind ${schema._zod.def.type}`,
  )
}

/** A list item's name: "A paragraph" -> "paragraph". */
const singularOf = (description: string | undefined) =>
  (description ?? "item")
    .replace(/^(a|an|the)\s+/i, "")
    .replace(/[^a-z0-9]+/gi, " ")
    .trim()
    .split(" ")[0]
    ?.toLowerCase() || "item"

// Decap would otherwise ask for an optional group's fields even when it is left out whole; the
// save check still requires them once any of the group is filled in.
const withOptionalFields = (field: CmsField): CmsField =>
  Array.isArray(field.fields)
    ? {
        ...field,
        fields: (field.fields as CmsField[]).map(inner => ({
          ...withOptionalFields(inner),
          required: false,
        })),
      }
    : field

const fieldOf = (name: string, field: z.core.$ZodType): CmsField => {
  const optional = field instanceof z.ZodOptional
  const schema = unwrapOptional(field)
  const description = descriptionOf(schema)
  const made: CmsField = {
    name,
    label: labelOf(name),
    widget: "string",
    ...widgetOf(schema),
    ...(description ? { hint: description } : {}),
  }
  return optional && made.widget === "object"
    ? { ...withOptionalFields(made), required: false }
    : optional
      ? { ...made, required: false }
      : made
}

const fieldsOf = (group: z.ZodObject): CmsField[] =>
  Object.entries(group.shape).map(([name, field]) => fieldOf(name, field))

const groupOf = (source: DataSource): z.ZodObject => {
  if (!(source.schema instanceof z.ZodObject)) {
    throw new Error(`data/${source.name} must be a group of fields`)
  }
  return source.schema
}

// Decap's template tags (a translated field by its English text); a unit test checks each field exists.
export const ENTRY_SUMMARIES: Record<string, string> = {
  releases: "{{title}} ({{kind}})",
  shows: "{{date}} · {{city.en}} · {{venue}}",
  products: "{{name.en}} · {{price}} {{currency}}",
  news: "{{date}} · {{slug}}",
}

/** The page each entry becomes, for a draft's "View Preview": Decap takes one path, the English page. */
export const PREVIEW_PATHS: Record<string, string> = {
  releases: releasePath("{{slug}}"),
  shows: showPath("{{slug}}"),
  news: newsPostPath("{{slug}}"),
  products: "/store/",
  site: "/",
  home: "/",
  pages: "/about/",
  about: "/about/",
  press: "/press/",
  media: "/media/",
  contact: "/contact/",
  privacy: "/privacy/",
}

const previewPathOf = (name: string) =>
  PREVIEW_PATHS[name] ? { preview_path: PREVIEW_PATHS[name] } : {}

const folderCollection = (source: Collection): CmsCollection => ({
  name: source.name,
  label: labelOf(source.name),
  label_singular: labelOf(source.noun),
  description: source.title,
  folder: `data/${source.name}`,
  format: "json",
  extension: "json",
  create: true,
  delete: true,
  identifier_field: "slug",
  slug: "{{fields.slug}}",
  ...(ENTRY_SUMMARIES[source.name]
    ? { summary: ENTRY_SUMMARIES[source.name] }
    : {}),
  ...previewPathOf(source.name),
  fields: fieldsOf(groupOf(source)),
})

export const RECORDS_COLLECTION = "settings"

const recordsCollection = (sources: RecordFile[]): CmsCollection => ({
  name: RECORDS_COLLECTION,
  label: "Pages and settings",
  description:
    "The artist, the home page, the page headings, the biography, the media page and the contact page",
  files: sources.map(source => ({
    name: source.name,
    label: source.title,
    file: `data/${source.name}.json`,
    format: "json",
    ...previewPathOf(source.name),
    fields: fieldsOf(groupOf(source)),
  })),
})

export const cmsConfig = ({
  backend,
  siteUrl,
}: {
  backend: CmsBackend
  siteUrl?: string
}): CmsConfig => {
  const records = dataSources.filter(
    (source): source is RecordFile => source.kind === "record",
  )
  const folders = dataSources.filter(
    (source): source is Collection => source.kind === "collection",
  )
  const { publish_mode: publishMode, ...backendOnly } = backend
  return {
    backend: backendOnly,
    ...(publishMode ? { publish_mode: publishMode } : {}),
    local_backend: true,
    load_config_file: false,
    media_folder: `data/${IMAGES_FOLDER}`,
    public_folder: IMAGES_FOLDER,
    // The header's link to the site. Not `site_url`: with it, Decap 3.16 builds a "View Live"
    // link from the published entry it has loaded, and throws when it has none (a new entry).
    ...(siteUrl ? { display_url: siteUrl } : {}),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [...folders.map(folderCollection), recordsCollection(records)],
  }
}
