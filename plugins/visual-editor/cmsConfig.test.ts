import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import * as z from "zod"

import { dataSources, MORE_PLATFORMS } from "../../src/lib/data/dataSchema"
import { SLUG_PATTERN } from "../../src/lib/data/fields"
import { LANGUAGES } from "../../src/lib/languages"
import {
  cmsConfig,
  ENTRY_SUMMARIES,
  labelOf,
  RECORDS_COLLECTION,
  type CmsCollection,
  type CmsField,
} from "./cmsConfig"

const config = cmsConfig({ backend: { name: "git-gateway", branch: "main" } })

const unwrap = (schema: z.core.$ZodType): z.core.$ZodType =>
  schema instanceof z.ZodOptional ? unwrap(schema.unwrap()) : schema

/** Every field path the data schema defines: "shows/priceFrom.amount", "about/paragraphs.en[]". */
const schemaPaths = (schema: z.core.$ZodType, prefix: string): string[] => {
  const node = unwrap(schema)
  if (node instanceof z.ZodObject) {
    return Object.entries(node.shape).flatMap(([name, field]) => [
      `${prefix}.${name}`,
      ...schemaPaths(field, `${prefix}.${name}`),
    ])
  }
  if (node instanceof z.ZodArray)
    return schemaPaths(node.element, `${prefix}[]`)
  return []
}

/** The same paths, read from the generated widgets. */
const configPaths = (fields: readonly CmsField[], prefix: string): string[] =>
  fields.flatMap(field => {
    const own = `${prefix}.${field.name}`
    const inner = field.fields as CmsField[] | undefined
    const item = field.field as CmsField | undefined
    if (field.widget === "list") {
      const itemFields = inner ?? (item?.fields as CmsField[] | undefined)
      return [own, ...(itemFields ? configPaths(itemFields, `${own}[]`) : [])]
    }
    return [own, ...(inner ? configPaths(inner, own) : [])]
  })

const collection = (name: string) => {
  const found = config.collections.find(entry => entry.name === name)
  if (!found) throw new Error(`no collection ${name}`)
  return found
}

const fieldsOfSource = (name: string): CmsField[] => {
  const folder = config.collections.find(entry => entry.name === name)
  if (folder) return folder.fields as CmsField[]
  const files = collection(RECORDS_COLLECTION).files as (CmsCollection & {
    fields: CmsField[]
  })[]
  const file = files.find(entry => entry.name === name)
  if (!file) throw new Error(`no file ${name}`)
  return file.fields
}

const fieldAt = (source: string, dotted: string): CmsField => {
  let fields = fieldsOfSource(source)
  let found: CmsField | undefined
  for (const name of dotted.split(".")) {
    found = fields.find(field => field.name === name)
    if (!found) throw new Error(`no field ${dotted} in ${source}`)
    fields = (found.fields as CmsField[] | undefined) ?? []
  }
  return found as CmsField
}

describe("the visual editor's configuration", () => {
  it.each(dataSources.map(source => [source.name, source] as const))(
    "has every field of %s that the data schema defines, and no other",
    (name, source) => {
      expect(configPaths(fieldsOfSource(name), name).sort()).toEqual(
        schemaPaths(source.schema, name).sort(),
      )
    },
  )

  it("has a folder collection per folder of data/, each file named after its slug", () => {
    for (const source of dataSources.filter(
      entry => entry.kind === "collection",
    )) {
      expect(collection(source.name)).toMatchObject({
        folder: `data/${source.name}`,
        format: "json",
        extension: "json",
        create: true,
        identifier_field: "slug",
        slug: "{{fields.slug}}",
      })
    }
  })

  it("names entries in the lists by fields the schema has", () => {
    for (const [name, summary] of Object.entries(ENTRY_SUMMARIES)) {
      const source = dataSources.find(entry => entry.name === name)
      expect(source?.kind).toBe("collection")
      const paths = source ? schemaPaths(source.schema, name) : []
      for (const [, field] of summary.matchAll(/\{\{([^}]+)\}\}/g)) {
        expect(paths).toContain(`${name}.${field}`)
      }
    }
  })

  it("has a file per record file of data/", () => {
    const files = collection(RECORDS_COLLECTION).files as { file: string }[]
    expect(files.map(entry => entry.file)).toEqual(
      dataSources
        .filter(source => source.kind === "record")
        .map(source => `data/${source.name}.json`),
    )
  })

  it("carries each rule over with the build check's words", () => {
    expect(fieldAt("shows", "slug").pattern).toEqual([
      SLUG_PATTERN.source,
      "expected a slug in lowercase-with-dashes, with a letter in it",
    ])
    expect(fieldAt("shows", "startTime").pattern?.[1]).toBe(
      "expected a time as HH:MM, such as 20:00",
    )
    const [spotify = "", spotifyMessage] =
      fieldAt("releases", "spotifyUrl").pattern ?? []
    expect(spotifyMessage).toBe(
      "expected a link starting https://open.spotify.com/",
    )
    expect(new RegExp(spotify).test("https://open.spotify.com/album/1")).toBe(
      true,
    )
    expect(new RegExp(spotify).test("https://example.com/album/1")).toBe(false)
    expect(fieldAt("home", "description.es").pattern?.[1]).toBe(
      "expected a summary of 50 to 160 characters",
    )
  })

  it("marks what may be left out, and nothing else, as optional", () => {
    expect(fieldAt("shows", "venue").required).toBeUndefined()
    expect(fieldAt("shows", "region").required).toBe(false)
    expect(fieldAt("releases", "cover").required).toBe(false)
    // Left out, a group asks for none of its fields; the save check does once it is used.
    expect(fieldAt("shows", "priceFrom").required).toBe(false)
    expect(fieldAt("shows", "priceFrom.amount").required).toBe(false)
    expect(fieldAt("releases", "coverAlt.es").required).toBe(false)
    expect(fieldAt("shows", "city.es").required).toBeUndefined()
  })

  it("offers dates as dates, closed sets as selects, prices as numbers from zero", () => {
    expect(fieldAt("shows", "date")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    })
    expect(fieldAt("shows", "status")).toMatchObject({
      widget: "select",
      options: ["onSale", "soldOut", "cancelled", "postponed", "rescheduled"],
    })
    expect(fieldAt("shows", "timeZone").options).toContain(
      "America/Mexico_City",
    )
    expect(fieldAt("products", "currency").options).toContain("USD")
    expect(fieldAt("products", "price")).toMatchObject({
      widget: "number",
      value_type: "float",
      min: 0,
    })
    expect(fieldAt("releases", "comingSoon")).toMatchObject({
      widget: "boolean",
      default: false,
    })
  })

  it("edits a release's tracks as a list, its lyrics in large boxes and its services from the closed set", () => {
    const tracks = fieldAt("releases", "tracks")
    expect(tracks).toMatchObject({ widget: "list", required: false, min: 1 })
    const trackField = (name: string) =>
      (tracks.fields as CmsField[]).find(field => field.name === name)
    expect(trackField("duration")).toMatchObject({
      widget: "string",
      pattern: [
        expect.any(String),
        "expected a duration as m:ss, such as 3:25",
      ],
    })
    expect(trackField("lyrics")).toMatchObject({
      widget: "text",
      required: false,
    })
    expect(trackField("translation")).toMatchObject({ widget: "text" })
    expect(trackField("lyricsLanguage")).toMatchObject({
      widget: "select",
      options: ["en", "es"],
    })
    const platforms = fieldAt("releases", "platforms")
    expect(
      (platforms.fields as CmsField[]).find(field => field.name === "platform"),
    ).toMatchObject({
      widget: "select",
      options: [...MORE_PLATFORMS],
    })
    expect(fieldAt("releases", "credits.more")).toMatchObject({
      widget: "list",
    })
  })

  it("writes a news post's body in Decap's Markdown editor, without raw HTML or images", () => {
    const body = fieldAt("news", "en.body")
    expect(body.widget).toBe("markdown")
    expect(body.buttons).not.toContain("code-block")
    expect(body.editor_components).toEqual([])
    // A post may leave a language out: each language's group is optional.
    expect(fieldAt("news", "es").required).toBe(false)
  })

  it("puts both languages of a translated field side by side", () => {
    const city = fieldAt("shows", "city")
    expect(city.widget).toBe("object")
    expect((city.fields as CmsField[]).map(field => field.label)).toEqual([
      "English (en)",
      "Spanish (es)",
    ])
    expect(fieldAt("about", "paragraphs").fields).toHaveLength(LANGUAGES.length)
    expect(fieldAt("releases", "description.en").widget).toBe("text")
  })

  it("uploads images under data/images/, named from inside data/", () => {
    expect(fieldAt("products", "image")).toMatchObject({
      widget: "image",
      media_folder: "/data/images/products",
      public_folder: "images/products",
    })
    expect(config).toMatchObject({
      media_folder: "data/images",
      public_folder: "images",
    })
  })

  it("accepts every value of the tests' fixture data", () => {
    // The fixture data passes the build check; the form must not refuse any of it.
    const fixtures = path.join(__dirname, "../../tests/fixtures/data")
    const refused: string[] = []
    const check = (fields: readonly CmsField[], value: unknown, at: string) => {
      if (value === null || typeof value !== "object") return
      for (const field of fields) {
        const inner = (value as Record<string, unknown>)[field.name]
        if (inner === undefined) continue
        const where = `${at}.${field.name}`
        if (field.pattern && typeof inner === "string") {
          if (!new RegExp(field.pattern[0]).test(inner)) refused.push(where)
        }
        if (field.widget === "select" && Array.isArray(field.options)) {
          if (!field.options.includes(inner)) refused.push(where)
        }
        const items = Array.isArray(inner) ? inner : [inner]
        const nested =
          (field.fields as CmsField[] | undefined) ??
          (field.field ? [field.field as CmsField] : undefined)
        if (!nested) continue
        for (const item of items) {
          if (field.field)
            check(nested, { [(field.field as CmsField).name]: item }, where)
          else check(nested, item, where)
        }
      }
    }
    for (const source of dataSources) {
      const files =
        source.kind === "record"
          ? [`${source.name}.json`]
          : readdirSync(path.join(fixtures, source.name)).map(file =>
              path.join(source.name, file),
            )
      for (const file of files) {
        const value: unknown = JSON.parse(
          readFileSync(path.join(fixtures, file), "utf8"),
        )
        check(fieldsOfSource(source.name), value, file)
      }
    }
    expect(refused).toEqual([])
  })

  it("gives every collection and file the page it becomes, and turns the review mode on from cms-backend.json", () => {
    const reviewed = cmsConfig({
      backend: {
        name: "github",
        repo: "nova-reyes/site",
        branch: "main",
        publish_mode: "editorial_workflow",
      },
      siteUrl: "https://novareyes.example",
    })
    expect(reviewed.publish_mode).toBe("editorial_workflow")
    expect(reviewed.backend).toEqual({
      name: "github",
      repo: "nova-reyes/site",
      branch: "main",
    })
    expect(config.publish_mode).toBeUndefined()
    const previewPaths = Object.fromEntries(
      reviewed.collections.flatMap(entry =>
        Array.isArray(entry.files)
          ? (entry.files as { name: string; preview_path?: string }[]).map(
              file => [file.name, file.preview_path],
            )
          : [[entry.name, entry.preview_path]],
      ),
    )
    expect(Object.keys(previewPaths).sort()).toEqual(
      dataSources.map(source => source.name).sort(),
    )
    expect(previewPaths).toMatchObject({
      releases: "/music/{{slug}}/",
      shows: "/tour/{{slug}}/",
      news: "/news/{{slug}}/",
      products: "/store/",
      home: "/",
      privacy: "/privacy/",
    })
    for (const path of Object.values(previewPaths))
      expect(path).toMatch(/^\/([a-z]+\/(\{\{slug\}\}\/)?)?$/)
  })

  it("labels fields in words", () => {
    expect(labelOf("releaseDate")).toBe("Release date")
    expect(labelOf("spotifyUrl")).toBe("Spotify URL")
    expect(labelOf("youtubeId")).toBe("YouTube ID")
  })
})
