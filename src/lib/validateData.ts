import {
  dataFiles,
  MIN_COVER_SIZE,
  SUMMARY_LENGTH,
  type DataFile,
  type Fields,
  type Rule,
} from "./dataRules"
import { isCssColor } from "./cssColor"
import { isRecord } from "./isRecord"
import { parseIsoDay } from "./formatDate"

/** What an image inspector reports: the image's size, or why it could not be read. */
export type ImageReport =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: "missing" | "unreadable"; detail?: string }

/** Reads an image by its path inside data/ ("images/artist/photo.jpg"). */
export type ImageInspector = (pathInData: string) => Promise<ImageReport>

/** A data file's parsed content, by file name ("tour.json"). */
export type DataContents = Record<string, unknown>

type Location = { file: string; entry: string | null; path: string }

const IMAGE_PATH = /^\.\/images\/[\w\-./]+\.(?:jpe?g|png|webp|avif)$/i
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/

const where = ({ file, entry, path }: Location) =>
  [`data/${file}`, entry, path].filter(Boolean).join(" › ")

const child = (at: Location, name: string): Location => ({
  ...at,
  path: at.path ? `${at.path} › ${name}` : name,
})

const item = (at: Location, index: number): Location => ({
  ...at,
  path: `${at.path} #${index + 1}`,
})

const found = (value: unknown): string => {
  if (value === undefined || value === null) return "nothing"
  if (Array.isArray(value)) {
    if (value.length === 0) return "an empty list"
    return value.length === 1
      ? "a list of 1 entry"
      : `a list of ${value.length} entries`
  }
  if (isRecord(value)) return "a group of fields"
  const shown = JSON.stringify(value)
  return shown.length > 60 ? `${shown.slice(0, 57)}…"` : shown
}

/** The words after "expected" for each kind of value. */
export const describeRule = (rule: Rule): string => {
  switch (rule.kind) {
    case "text":
      return "some text"
    case "slug":
      return "a slug in lowercase-with-dashes"
    case "url":
      return rule.host
        ? `a link starting https://${rule.host}/`
        : "a link starting https://"
    case "email":
      return "an email address"
    case "date":
      return "a date as YYYY-MM-DD"
    case "time":
      return "a time as HH:MM, such as 20:00"
    case "timeZone":
      return "a time zone such as America/Los_Angeles"
    case "countryCode":
      return "a two-letter country code such as US"
    case "summary":
      return `a summary of ${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters`
    case "price":
      return "a price of zero or more, written as a number such as 29.99"
    case "currency":
      return "a three-letter currency code such as USD"
    case "boolean":
      return "true or false"
    case "oneOf":
      return `one of ${rule.values.map(value => `"${value}"`).join(", ")}`
    case "color":
      return "a CSS colour such as #ff2e88"
    case "image":
      return "a path to an image such as ./images/releases/cover.jpg"
    case "list":
      return rule.minItems > 1
        ? `a list of at least ${rule.minItems} entries`
        : rule.minItems === 1
          ? "a list with at least one entry"
          : "a list"
    case "object":
      return "a group of fields in { }"
  }
}

/** The closest known field name, when an unknown one looks like a typo of it. */
const closestName = (name: string, known: string[]) => {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, index) => index)
    for (let i = 1; i <= a.length; i += 1) {
      let previous = row[0] ?? 0
      row[0] = i
      for (let j = 1; j <= b.length; j += 1) {
        const current = row[j] ?? 0
        const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1
        row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + cost)
        previous = current
      }
    }
    return row[b.length] ?? Infinity
  }
  const ranked = known
    .map(candidate => ({ candidate, score: distance(name, candidate) }))
    .sort((a, b) => a.score - b.score)[0]
  return ranked && ranked.score <= Math.max(2, name.length / 3)
    ? ranked.candidate
    : null
}

type ImageCheck = { at: Location; path: string; cover: boolean }

class Checker {
  readonly problems: string[] = []
  readonly images: ImageCheck[] = []

  report(at: Location, message: string) {
    this.problems.push(`${where(at)}: ${message}`)
  }

  expected(at: Location, rule: Rule | string, value: unknown) {
    const expectation = typeof rule === "string" ? rule : describeRule(rule)
    this.report(at, `expected ${expectation}, found ${found(value)}`)
  }

  fields(value: unknown, fields: Fields, at: Location, allowed: string[] = []) {
    if (!isRecord(value)) {
      this.expected(at, "a group of fields in { }", value)
      return
    }
    for (const [name, field] of Object.entries(fields)) {
      const fieldValue = value[name]
      if (fieldValue === undefined || fieldValue === null) {
        if (!field.optional)
          this.expected(child(at, name), field.rule, fieldValue)
      } else {
        this.value(fieldValue, field.rule, child(at, name))
      }
    }
    this.unknownFields(value, Object.keys(fields), at, allowed)
  }

  /** Reports fields no rule knows, with the likely intended name when it is a typo. */
  unknownFields(
    value: Record<string, unknown>,
    known: string[],
    at: Location,
    allowed: string[] = [],
  ) {
    for (const name of Object.keys(value)) {
      if (known.includes(name) || allowed.includes(name)) continue
      const guess = closestName(name, known)
      this.report(
        child(at, name),
        guess
          ? `unknown field, probably a typo: expected "${guess}", found "${name}"`
          : `unknown field: expected one of ${known.map(k => `"${k}"`).join(", ")}, found "${name}"`,
      )
    }
  }

  value(value: unknown, rule: Rule, at: Location) {
    const fail = () => this.expected(at, rule, value)
    switch (rule.kind) {
      case "text":
        if (typeof value !== "string" || value.trim() === "") fail()
        return
      case "slug":
        if (typeof value !== "string" || !SLUG.test(value)) fail()
        return
      case "url":
        if (typeof value !== "string" || !isHttpsUrl(value, rule.host)) fail()
        return
      case "email":
        if (typeof value !== "string" || !EMAIL.test(value)) fail()
        return
      case "date":
        if (
          typeof value === "string" &&
          DAY_SHAPE.test(value) &&
          !isDay(value)
        ) {
          this.expected(at, "a date that exists on the calendar", value)
        } else if (typeof value !== "string" || !isDay(value)) {
          fail()
        }
        return
      case "time":
        if (typeof value !== "string" || !TIME.test(value)) fail()
        return
      case "timeZone":
        if (typeof value !== "string" || !isTimeZone(value)) fail()
        return
      case "countryCode":
        if (typeof value !== "string" || !/^[A-Z]{2}$/.test(value)) fail()
        return
      case "summary":
        if (typeof value !== "string") {
          fail()
        } else if (
          value.trim().length < SUMMARY_LENGTH.min ||
          value.trim().length > SUMMARY_LENGTH.max
        ) {
          this.report(
            at,
            `expected ${describeRule(rule)}, found ${value.trim().length} characters`,
          )
        }
        return
      case "price":
        if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
          fail()
        }
        return
      case "currency":
        if (typeof value !== "string" || !isCurrency(value)) fail()
        return
      case "boolean":
        if (typeof value !== "boolean") fail()
        return
      case "oneOf":
        if (typeof value !== "string" || !rule.values.includes(value)) fail()
        return
      case "color":
        if (typeof value !== "string" || !isCssColor(value)) fail()
        return
      case "image":
        if (
          typeof value !== "string" ||
          !IMAGE_PATH.test(value) ||
          value.includes("..")
        ) {
          fail()
        } else {
          this.images.push({
            at,
            path: value.slice(2),
            cover: Boolean(rule.cover),
          })
        }
        return
      case "list":
        if (!Array.isArray(value) || value.length < rule.minItems) {
          fail()
          return
        }
        value.forEach((entry, index) =>
          this.value(entry, rule.of, item(at, index)),
        )
        if (rule.of.kind === "object" && "slug" in rule.of.fields) {
          checkUniqueSlugs(this, value, index => item(at, index), "entry")
        }
        return
      case "object":
        this.fields(value, rule.fields, at)
        return
    }
  }
}

const isHttpsUrl = (value: string, host?: string) => {
  try {
    const url = new URL(value)
    return url.protocol === "https:" && (!host || url.hostname === host)
  } catch {
    return false
  }
}

const isDay = (value: string) => {
  try {
    parseIsoDay(value)
    return true
  } catch {
    return false
  }
}

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value })
    return value.includes("/") || value === "UTC"
  } catch {
    return false
  }
}

const isCurrency = (value: string) =>
  /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf("currency").includes(value)

const entryName = (entry: unknown, index: number) =>
  isRecord(entry) && typeof entry.slug === "string" && entry.slug !== ""
    ? `"${entry.slug}"`
    : `entry ${index + 1}`

/** Each slug names one entry; a repeat is reported on the later entry. */
const checkUniqueSlugs = (
  checker: Checker,
  entries: unknown[],
  at: (index: number) => Location,
  noun: string,
) => {
  const seen = new Map<string, number>()
  entries.forEach((entry, index) => {
    if (!isRecord(entry) || typeof entry.slug !== "string") return
    const first = seen.get(entry.slug)
    if (first === undefined) {
      seen.set(entry.slug, index)
      return
    }
    checker.report(
      child(at(index), "slug"),
      `expected a slug no other ${noun} uses, found "${entry.slug}" again (entries ${first + 1} and ${index + 1})`,
    )
  })
}

/** A coming-soon release has no cover or links; a released one has all of them. */
const checkReleaseStatus = (
  checker: Checker,
  release: Record<string, unknown>,
  at: Location,
  fields: Fields,
) => {
  if (release.comingSoon === true) {
    for (const name of ["cover", "spotifyUrl", "appleMusicUrl"]) {
      if (release[name] !== undefined && release[name] !== null) {
        checker.report(
          child(at, name),
          `expected nothing on a coming-soon release, found ${found(release[name])}`,
        )
      }
    }
  } else if (release.comingSoon === false) {
    for (const name of [
      "releaseDate",
      "cover",
      "coverAlt",
      "spotifyUrl",
      "appleMusicUrl",
    ]) {
      const field = fields[name]
      if (field && (release[name] === undefined || release[name] === null)) {
        checker.report(
          child(at, name),
          `expected ${describeRule(field.rule)} on a released record, found nothing`,
        )
      }
    }
  }
}

const checkFile = (checker: Checker, spec: DataFile, content: unknown) => {
  const root: Location = { file: spec.file, entry: null, path: "" }
  if (!spec.collection) {
    checker.fields(content, spec.fields, root, ["$schema"])
    return
  }
  const collection = spec.collection
  if (!isRecord(content)) {
    checker.expected(root, `a group of fields holding "${collection}"`, content)
    return
  }
  checker.unknownFields(content, [collection], root, ["$schema"])
  const entries = content[collection]
  if (!Array.isArray(entries)) {
    checker.expected(
      child(root, collection),
      "a list of entries in [ ]",
      entries,
    )
    return
  }
  const atEntry = (index: number): Location => ({
    file: spec.file,
    entry: entryName(entries[index], index),
    path: "",
  })
  entries.forEach((entry, index) => {
    checker.fields(entry, spec.fields, atEntry(index))
    if (spec.file === "releases.json" && isRecord(entry)) {
      checkReleaseStatus(checker, entry, atEntry(index), spec.fields)
    }
  })
  checkUniqueSlugs(checker, entries, atEntry, spec.entryNoun ?? "entry")
}

const checkImages = async (checker: Checker, inspect: ImageInspector) => {
  for (const image of checker.images) {
    const report = await inspect(image.path)
    if (!report.ok) {
      checker.report(
        image.at,
        report.reason === "missing"
          ? `expected an image file at data/${image.path}, found no such file`
          : `expected an image file that can be read, found one that cannot${report.detail ? ` (${report.detail})` : ""}`,
      )
      continue
    }
    if (!image.cover) continue
    const size = `${report.width}×${report.height} px`
    if (report.width !== report.height) {
      checker.report(image.at, `expected square cover art, found ${size}`)
    } else if (report.width < MIN_COVER_SIZE) {
      checker.report(
        image.at,
        `expected cover art at least ${MIN_COVER_SIZE}×${MIN_COVER_SIZE} px, found ${size}`,
      )
    }
  }
}

/**
 * Checks the data files given (by file name) against dataRules.ts and returns every
 * problem found, each naming the file, the entry, the field, what was expected and what
 * was found. Files absent from `contents` are not checked here.
 */
export const validateData = async (
  contents: DataContents,
  inspect: ImageInspector,
): Promise<string[]> => {
  const checker = new Checker()
  for (const spec of dataFiles) {
    if (spec.file in contents) checkFile(checker, spec, contents[spec.file])
  }
  await checkImages(checker, inspect)
  return checker.problems
}
