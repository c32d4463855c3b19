import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const runCheck = (folder?: string) =>
  spawnSync(
    "npm",
    ["run", "--silent", "check:data", "--", ...(folder ? [folder] : [])],
    {
      encoding: "utf8",
    },
  )

describe("npm run check:data", () => {
  let folder: string

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "data-"))
    cpSync("data", folder, { recursive: true })
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it("passes the shipped data folder and says so", () => {
    const result = runCheck()
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(
      /^data\/ is valid: 9 files and 3 images checked in [\d.]+ s$/m,
    )
  })

  it("fails on a broken folder, listing every problem with file, entry and field", () => {
    cpSync("tests/fixtures/broken/tour.json", path.join(folder, "tour.json"))
    cpSync(
      "tests/fixtures/malformed/missing-comma.json",
      path.join(folder, "home.json"),
    )
    cpSync(
      "tests/fixtures/images/not-an-image.jpg",
      path.join(folder, "images/artist/nova-reyes.jpg"),
    )
    writeFileSync(path.join(folder, "extra.json"), "{}\n")

    const result = runCheck(folder)

    expect(result.status).toBe(1)
    expect(result.stdout).toBe("")
    const report = result.stderr
      .split("\n")
      .filter(line => !line.startsWith("npm warn"))
      .join("\n")
      .trim()
    expect(report).toBe(
      [
        "8 problems in data/ — fix them and run again (see docs/editing.md):",
        "  • data/home.json: line 3, column 3: a comma is missing between two entries or fields",
        "  • data/about.json › photo: expected an image file that can be read, found one that cannot (Input file contains unsupported image format)",
        '  • data/tour.json › "los-angeles" › venue: expected some text, found nothing',
        '  • data/tour.json › "los-angeles" › venu: unknown field, probably a typo: expected "venue", found "venu"',
        '  • data/tour.json › "san-diego" › date: expected a date that exists on the calendar, found "2026-02-30"',
        '  • data/tour.json › "mexico-city" › date: expected a date as YYYY-MM-DD, found "July 12"',
        '  • data/tour.json › "los-angeles" › slug: expected a slug no other show uses, found "los-angeles" again (entries 1 and 4)',
        "  • data/extra.json: expected one of the data files (site.json, home.json, pages.json, about.json, releases.json, tour.json, products.json, media.json, contact.json), found a file the site does not use",
      ].join("\n"),
    )
  })

  it("reports a missing data file", () => {
    rmSync(path.join(folder, "products.json"))
    const result = runCheck(folder)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      "data/products.json: expected this file, found no such file",
    )
  })
})
