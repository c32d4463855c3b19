import { spawnSync } from "node:child_process"
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const runCheck = (folder?: string, env: NodeJS.ProcessEnv = {}) =>
  spawnSync(
    "npm",
    ["run", "--silent", "check:data", "--", ...(folder ? [folder] : [])],
    { encoding: "utf8", env: { ...process.env, ...env } },
  )

/** The data files in a folder, wherever they sit (schemas and images aside). */
const countDataFiles = (folder: string): number =>
  readdirSync(folder, { withFileTypes: true }).reduce((count, entry) => {
    if (entry.isDirectory()) {
      return ["schema", "images"].includes(entry.name)
        ? count
        : count + countDataFiles(path.join(folder, entry.name))
    }
    return count + (entry.name.endsWith(".json") ? 1 : 0)
  }, 0)

const withoutNpmWarnings = (text: string) =>
  text
    .split("\n")
    .filter(line => !line.startsWith("npm warn"))
    .join("\n")
    .trim()

describe("npm run check:data", () => {
  let folder: string

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "data-"))
    cpSync("tests/fixtures/data", folder, { recursive: true })
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it("passes the shipped data folder, having read every file in it", () => {
    const result = runCheck()
    expect(result.status).toBe(0)
    const files = countDataFiles("data")
    expect(result.stdout).toMatch(
      new RegExp(
        `^data/ is valid: ${files} files and \\d+ images checked in [\\d.]+ s$`,
        "m",
      ),
    )
  })

  it("checks the folder DATA_DIR names", () => {
    const result = runCheck(undefined, { DATA_DIR: folder })
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(
      /is valid: 30 files and 12 images checked in [\d.]+ s$/m,
    )
  })

  it("fails on a broken folder, listing every problem with file, entry and field", () => {
    cpSync(
      "tests/fixtures/malformed/missing-comma.json",
      path.join(folder, "home.json"),
    )
    cpSync(
      "tests/fixtures/images/not-an-image.jpg",
      path.join(folder, "images/artist/nova-reyes.jpg"),
    )
    writeFileSync(
      path.join(folder, "shows/lima.json"),
      JSON.stringify({ slug: "lima", city: { en: "Lima", es: "Lima" } }),
    )
    writeFileSync(path.join(folder, "extra.json"), "{}\n")

    const result = runCheck(folder)

    expect(result.status).toBe(1)
    expect(result.stdout).toBe("")
    expect(withoutNpmWarnings(result.stderr)).toBe(
      [
        "14 problems in data/ — fix them and run again (see docs/editing.md):",
        "  • data/home.json: line 3, column 3: a comma is missing between two entries or fields",
        "  • data/about.json › photo: expected an image file that can be read, found one that cannot (Input file contains unsupported image format)",
        "  • data/press.json › photos #1 › image: expected an image file that can be read, found one that cannot (Input file contains unsupported image format)",
        '  • data/shows/lima.json › country: expected the text in each language ({ "en": …, "es": … }), found nothing',
        "  • data/shows/lima.json › countryCode: expected a two-letter country code such as US, found nothing",
        "  • data/shows/lima.json › venue: expected some text, found nothing",
        "  • data/shows/lima.json › streetAddress: expected some text, found nothing",
        "  • data/shows/lima.json › postalCode: expected some text, found nothing",
        "  • data/shows/lima.json › date: expected a date as YYYY-MM-DD, found nothing",
        "  • data/shows/lima.json › startTime: expected a time as HH:MM, such as 20:00, found nothing",
        "  • data/shows/lima.json › endTime: expected a time as HH:MM, such as 20:00, found nothing",
        "  • data/shows/lima.json › timeZone: expected a time zone such as America/Los_Angeles, found nothing",
        "  • data/shows/lima.json › announced: expected the day the show was announced, as YYYY-MM-DD (the news feed dates it by this, or else by ticketsOnSale), found nothing",
        "  • data/extra.json: expected one of the data files and folders (site.json, home.json, pages.json, about.json, press.json, releases/, shows/, news/, products/, media.json, contact.json, privacy.json), found one the site does not use",
      ].join("\n"),
    )
  })

  // scripts/develop-round.mjs holds build and develop to the same message.
  it("names a broken site.json's line, column and mistake", () => {
    cpSync(
      "tests/fixtures/malformed/missing-comma.json",
      path.join(folder, "site.json"),
    )
    const check = runCheck(folder)
    expect(check.status).toBe(1)
    expect(check.stderr).toContain(
      "data/site.json: line 3, column 3: a comma is missing between two entries or fields",
    )
  })
})
