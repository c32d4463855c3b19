// Each kind of field carries its rule (build check and editors' JSON Schema), its description and a
// message in an editor's words: "expected <what>, found <what was there>".
import * as z from "zod"

import { isCssColor } from "./isCssColor"
import { parseIsoDay } from "../format/formatDate"
import { DURATION } from "../format/formatDuration"
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../languages"
import { describeFound } from "./describeFound"
import { imageTypeProblem } from "./imageFiles"
import { countWords } from "../format/countWords"
import { rawHtmlIn } from "../news/rawHtml"
import { tryOr } from "../tryOr"

/** What the GraphQL types and the image check need beyond the value's shape. */
export type FieldHint =
  | { graphql: "Date" }
  | { image: ImageUse; folder: string }
  | { translated: true }
  | { reference: string; noun: string }

/** Kept beside the schemas, out of the editors' JSON Schemas. */
export const fieldHints = z.registry<FieldHint>()

/** What the visual editor's form (plugins/visual-editor/) needs beyond a value's shape. */
export type FormHint = {
  expected: string
  input?:
    | "prose"
    | "markdown"
    | "date"
    | "time"
    | "color"
    | "timeZone"
    | "currency"
}

export const formHints = z.registry<FormHint>()

/** Sets what the check asks: a readable photo, square cover art, or a press photo large enough to print. */
export type ImageUse = "photo" | "cover" | "pressPhoto"

/** In pixels. */
export const MIN_COVER_SIZE = 1000

/** In pixels, of the long edge: enough to print a page. */
export const MIN_PRESS_PHOTO_EDGE = 2000

export const BIO_WORDS = {
  short: { min: 25, max: 80 },
  medium: { min: 100, max: 220 },
  long: { min: 300 },
} as const

export type BioLength = keyof typeof BIO_WORDS

/** Search engines show about this much of a page's description. */
const SUMMARY_LENGTH = { min: 50, max: 160 } as const

export const STREAMING_HOSTS = {
  spotify: "open.spotify.com",
  appleMusic: "music.apple.com",
} as const

/** To catch a link filed under the wrong service. */
export const PLATFORM_DOMAINS = {
  spotify: /(?:^|\.)spotify\.(?:com|link)$/,
  appleMusic: /(?:^|\.)apple\.com$/,
  youtubeMusic: /(?:^|\.)(?:youtube\.com|youtu\.be)$/,
  amazonMusic: /(?:^|\.)(?:amazon\.[a-z.]+|amzn\.to)$/,
  deezer: /(?:^|\.)(?:deezer\.com|deezer\.page\.link|dzr\.page\.link)$/,
  tidal: /(?:^|\.)tidal\.com$/,
  bandcamp: /(?:^|\.)bandcamp\.com$/,
  soundcloud: /(?:^|\.)soundcloud\.com$/,
} as const

export type Platform = keyof typeof PLATFORM_DOMAINS

// A letter in every slug: all-digit paths are the lists' pages (/news/2/, /tour/2019/).
export const SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/
export const IMAGE_PATTERN =
  /^images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.(?:jpe?g|png|webp|avif)$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/
export const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/
const SOME_TEXT = /\S/

const expecting =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    `expected ${what}, found ${describeFound(issue.input)}`

export const EXPECTED = {
  text: "some text",
  slug: "a slug in lowercase-with-dashes, with a letter in it",
  https: "a link starting https://",
  email: "an email address",
  date: "a date as YYYY-MM-DD",
  realDate: "a date that exists on the calendar",
  time: "a time as HH:MM, such as 20:00",
  timeZone: "a time zone such as America/Los_Angeles",
  countryCode: "a two-letter country code such as US",
  summary: `a summary of ${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters`,
  price: "a price of zero or more, written as a number such as 29.99",
  currency: "a three-letter currency code such as USD",
  boolean: "true or false",
  percent: "a number from 0 to 100",
  markdown: "Markdown without HTML tags",
  gtin: "a GTIN: the 8, 12, 13 or 14 digits under the barcode, with a valid check digit",
  color: "a CSS colour such as #ff2e88",
  image:
    "a path to an image inside data/, such as images/releases/cover.jpg (lowercase letters, digits and dashes)",
  group: "a group of fields in { }",
  translated: `the text in each language ({ ${LANGUAGES.map(language => `"${language}": …`).join(", ")} })`,
  duration: "a duration as m:ss, such as 3:25",
  isrc: "an ISRC: 12 letters and digits without dashes, such as USRC17607839",
  youtubeId:
    "a YouTube video id: the 11 letters, digits, - or _ after watch?v= in the video's address, such as dQw4w9WgXcQ",
} as const

export const expectedLink = (host?: string) =>
  host ? `a link starting https://${host}/` : EXPECTED.https

const expectedOneOf = (values: readonly string[]) =>
  `one of ${values.map(value => `"${value}"`).join(", ")}`

const expectedList = (minItems: number) =>
  minItems > 1
    ? `a list of at least ${minItems} entries`
    : minItems === 1
      ? "a list with at least one entry"
      : "a list"

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const isDay = (value: string) => tryOr(() => Boolean(parseIsoDay(value)), false)

const isTimeZone = (value: string) =>
  tryOr(() => Boolean(new Intl.DateTimeFormat("en-US", { timeZone: value })), false) &&
  (value.includes("/") || value === "UTC")

const isCurrency = (value: string) =>
  Intl.supportedValuesOf("currency").includes(value)

const isHttpsUrl = (value: string, host?: string) => {
  const url = tryOr(() => new URL(value), undefined)
  return url?.protocol === "https:" && (!host || url.hostname === host)
}

/** A string field: `valid` adds its rule, and messages and the editor's form say `expected`. */
const stringField =
  (
    expected: string,
    valid: (schema: z.ZodString) => z.ZodString,
    input?: FormHint["input"],
  ) =>
  (description: string) =>
    valid(z.string({ error: expecting(expected) }))
      .meta({ description })
      .register(formHints, { expected, input })

const someText = (schema: z.ZodString) => schema.regex(SOME_TEXT)
const matching = (pattern: RegExp) => (schema: z.ZodString) =>
  schema.regex(pattern)

export const text = stringField(EXPECTED.text, someText)

/** The same rule as `text`, in a larger box in the visual editor. */
export const prose = stringField(EXPECTED.text, someText, "prose")

const slugString = stringField(EXPECTED.slug, matching(SLUG_PATTERN))

export const slug = () =>
  slugString(
    "A short unique name in lowercase-with-dashes, with a letter in it; an entry's file is named after it",
  )

export const link = (description: string, host?: string) =>
  stringField(expectedLink(host), schema =>
    schema
      .regex(new RegExp(`^https://${host ? `${escapeRegExp(host)}/` : ""}`))
      .refine(value => isHttpsUrl(value, host)),
  )(description)

export const youtubeId = stringField(
  EXPECTED.youtubeId,
  matching(/^[A-Za-z0-9_-]{11}$/),
)

export const email = stringField(EXPECTED.email, matching(EMAIL))

const dayString = stringField(
  EXPECTED.date,
  schema =>
    schema
      .regex(DAY_SHAPE)
      .refine(value => !DAY_SHAPE.test(value) || isDay(value), {
        error: expecting(EXPECTED.realDate),
      }),
  "date",
)

export const date = (description: string) =>
  dayString(description).register(fieldHints, { graphql: "Date" })

export const time = stringField(EXPECTED.time, matching(TIME), "time")

export const timeZone = stringField(
  EXPECTED.timeZone,
  schema => schema.refine(isTimeZone),
  "timeZone",
)

/** GS1's mod-10 check digit. */
const hasCheckDigit = (digits: string) => {
  const body = [...digits.slice(0, -1)].reverse()
  const sum = body.reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1),
    0,
  )
  return (10 - (sum % 10)) % 10 === Number(digits.slice(-1))
}

export const gtin = stringField(EXPECTED.gtin, schema =>
  schema.regex(/^(?:\d{8}|\d{12,14})$/).refine(hasCheckDigit),
)

export const duration = stringField(EXPECTED.duration, matching(DURATION))

export const isrc = stringField(
  EXPECTED.isrc,
  matching(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/),
)

export const countryCode = stringField(
  EXPECTED.countryCode,
  matching(/^[A-Z]{2}$/),
)

export const summary = stringField(
  EXPECTED.summary,
  schema =>
    schema
      .min(SUMMARY_LENGTH.min, { error: summaryLength })
      .max(SUMMARY_LENGTH.max, { error: summaryLength }),
  "prose",
)

function summaryLength(issue: { input?: unknown }) {
  const length = typeof issue.input === "string" ? issue.input.length : 0
  return `expected ${EXPECTED.summary}, found ${length} characters`
}

export const price = (description: string) =>
  z
    .number({ error: expecting(EXPECTED.price) })
    .min(0)
    .meta({ description })
    .register(formHints, { expected: EXPECTED.price })

export const currency = stringField(
  EXPECTED.currency,
  schema => schema.regex(/^[A-Z]{3}$/).refine(isCurrency),
  "currency",
)

export const boolean = (description: string) =>
  z
    .boolean({ error: expecting(EXPECTED.boolean) })
    .meta({ description })
    .register(formHints, { expected: EXPECTED.boolean })

/** `name` becomes the GraphQL enum's name. */
export const oneOf = <Values extends readonly [string, ...string[]]>(
  name: string,
  values: Values,
  description: string,
) =>
  z
    .enum(values, { error: expecting(expectedOneOf(values)) })
    .meta({ id: name, description })
    .register(formHints, { expected: expectedOneOf(values) })

export const color = stringField(
  EXPECTED.color,
  schema => schema.refine(isCssColor),
  "color",
)

/** The check also opens and measures the file; the visual editor uploads to `data/images/<folder>/`. */
// A HEIC, TIFF or GIF gets its own message: why the site cannot show it, and how to convert it.
const imagePath = (description: string) =>
  z
    .string({
      error: issue =>
        (typeof issue.input === "string" && imageTypeProblem(issue.input)) ||
        expecting(EXPECTED.image)(issue),
    })
    .regex(IMAGE_PATTERN)
    .meta({ description })
    .register(formHints, { expected: EXPECTED.image })

export const image = (description: string, use: ImageUse, folder: string) =>
  imagePath(description).register(fieldHints, { image: use, folder })

export const list = <Item extends z.ZodType>(
  item: Item,
  minItems: number,
  description: string,
) =>
  z
    .array(item, { error: expecting(expectedList(minItems)) })
    .min(minItems)
    .meta({ description })
    .register(formHints, { expected: expectedList(minItems) })

export const group = <Shape extends z.ZodRawShape>(
  shape: Shape,
  description: string,
  expected: string = EXPECTED.group,
) =>
  z
    .strictObject(shape, {
      error: issue =>
        issue.code === "unrecognized_keys"
          ? undefined
          : expecting(expected)(issue),
    })
    .meta({ description })

/** A value written once per language, `{ "en": "…", "es": "…" }`; a missing language is named. */
export const translated = <Value extends z.ZodType>(
  value: (language: Language) => Value,
  description: string,
) =>
  group(
    Object.fromEntries(
      LANGUAGES.map(language => [
        language,
        value(language).meta({
          description: `${LANGUAGE_NAMES[language]} (${language})`,
        }),
      ]),
    ) as Record<Language, Value>,
    description,
    EXPECTED.translated,
  ).register(fieldHints, { translated: true })

export const translatedText = (description: string) =>
  translated(() => text(description), description)

export const translatedProse = (description: string) =>
  translated(() => prose(description), description)

export const translatedSummary = (description: string) =>
  translated(() => summary(description), description)

export const expectedBio = (length: BioLength) => {
  const words: { min: number; max?: number } = BIO_WORDS[length]
  return words.max === undefined
    ? `a ${length} biography of at least ${words.min} words`
    : `a ${length} biography of ${words.min} to ${words.max} words`
}

const bioLengthProblem = (length: BioLength, text: string) => {
  const words: { min: number; max?: number } = BIO_WORDS[length]
  const found = countWords(text)
  return found < words.min || (words.max !== undefined && found > words.max)
    ? `expected ${expectedBio(length)}, found ${found} ${found === 1 ? "word" : "words"}`
    : null
}

export const bio = (length: BioLength, description: string) =>
  prose(description)
    .superRefine((value, context) => {
      const problem = bioLengthProblem(length, value)
      if (problem) context.addIssue({ code: "custom", message: problem })
    })
    .register(formHints, { expected: expectedBio(length), input: "prose" })

export const bioInParagraphs = (length: BioLength, description: string) =>
  list(prose("A paragraph"), 1, description)
    .superRefine((paragraphs, context) => {
      const problem = bioLengthProblem(length, paragraphs.join("\n\n"))
      if (problem) context.addIssue({ code: "custom", message: problem })
    })
    .register(formHints, { expected: expectedBio(length) })

/** Raw HTML is refused, as the page would show it as text. */
export const markdown = (description: string) =>
  z
    .string({ error: expecting(EXPECTED.text) })
    .regex(SOME_TEXT)
    .superRefine((value, context) => {
      const [first] = rawHtmlIn(value)
      if (first === undefined) return
      const shown = first.length > 60 ? `${first.slice(0, 57)}…` : first
      context.addIssue({
        code: "custom",
        message: `expected ${EXPECTED.markdown}, found ${JSON.stringify(shown)}`,
      })
    })
    .meta({ description })
    .register(formHints, { expected: EXPECTED.markdown, input: "markdown" })

/** The slug of another collection's entry: the check finds the entry, and GraphQL links to it. */
export const reference = (
  collection: string,
  noun: string,
  description: string,
) => slugString(description).register(fieldHints, { reference: collection, noun })

/** A position across the stage plot, as a percentage of its width or depth. */
export const percent = (description: string) =>
  z
    .number({ error: expecting(EXPECTED.percent) })
    .min(0, { error: expecting(EXPECTED.percent) })
    .max(100, { error: expecting(EXPECTED.percent) })
    .meta({ description })
    .register(formHints, { expected: EXPECTED.percent })

export const missingTranslation = (language: Language) =>
  `missing the ${LANGUAGE_NAMES[language]} (${language}) translation`
