import { readFileSync } from "node:fs"
import path from "node:path"

import { RECORDS_COLLECTION } from "./cmsConfig"
import { asDataFile, entryProblems, fileOf, sourceOf } from "./entryCheck"

const fixture = (file: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(
      path.join(__dirname, "../../tests/fixtures/data", file),
      "utf8",
    ),
  ) as Record<string, unknown>

const shows = sourceOf("shows", "los-angeles")
if (!shows) throw new Error("no shows collection")

describe("sourceOf", () => {
  it("finds a folder by its collection and a record file by its entry", () => {
    expect(sourceOf("shows", "anything")?.name).toBe("shows")
    expect(sourceOf(RECORDS_COLLECTION, "site")?.name).toBe("site")
    expect(sourceOf(RECORDS_COLLECTION, "nothing")).toBeUndefined()
    expect(sourceOf("posts", "a")).toBeUndefined()
  })

  it("names the file as the build check does", () => {
    expect(fileOf(shows, "lima")).toBe("data/shows/lima.json")
    const site = sourceOf(RECORDS_COLLECTION, "site")
    expect(site && fileOf(site, "site")).toBe("data/site.json")
  })
})

describe("asDataFile", () => {
  it("leaves out what the editor cleared, in the schema's order", () => {
    const show = fixture("shows/los-angeles.json")
    const edited = {
      status: null,
      venue: show.venue,
      ...show,
      region: "",
      supportActs: [],
      ticketUrl: "",
      priceFrom: { amount: "", currency: null },
      extra: "kept",
    }
    const saved = asDataFile(shows.schema, edited) as Record<string, unknown>
    expect(saved).not.toHaveProperty("region")
    expect(saved).not.toHaveProperty("status")
    expect(saved).not.toHaveProperty("supportActs")
    expect(saved).not.toHaveProperty("ticketUrl")
    expect(saved).not.toHaveProperty("priceFrom")
    expect(Object.keys(saved).slice(0, 2)).toEqual(["slug", "city"])
    expect(Object.keys(saved).at(-1)).toBe("extra")
  })

  it("keeps nested groups and translations whole", () => {
    const show = fixture("shows/los-angeles.json")
    expect(asDataFile(shows.schema, show)).toEqual(show)
  })
})

describe("entryProblems", () => {
  it("passes an entry the build check passes", () => {
    expect(
      entryProblems(shows, {
        slug: "los-angeles",
        isNew: false,
        data: fixture("shows/los-angeles.json"),
      }),
    ).toEqual([])
  })

  it("refuses a date in words and a missing field, in the build check's words", () => {
    const { venue: _venue, ...show } = fixture("shows/los-angeles.json")
    const problems = entryProblems(shows, {
      slug: "los-angeles",
      isNew: false,
      data: { ...show, date: "May 16, 2026" },
    })
    expect(problems).toContain(
      'data/shows/los-angeles.json › date: expected a date as YYYY-MM-DD, found "May 16, 2026"',
    )
    expect(
      problems.some(problem => problem.includes("› venue: expected")),
    ).toBe(true)
  })

  it("refuses a changed slug on a saved entry, whose file keeps its name", () => {
    const show = fixture("shows/los-angeles.json")
    expect(
      entryProblems(shows, {
        slug: "los-angeles",
        isNew: false,
        data: { ...show, slug: "la" },
      }),
    ).toEqual([
      'data/shows/los-angeles.json › slug: expected "los-angeles", the file\'s name without .json, found "la" (rename the file or change the slug so they agree)',
    ])
  })

  it("names a new entry's file after its slug", () => {
    const show = fixture("shows/los-angeles.json")
    const problems = entryProblems(shows, {
      slug: "",
      isNew: true,
      data: { ...show, slug: "lima", date: "" },
    })
    expect(problems[0]).toMatch(/^data\/shows\/lima\.json › date: /)
  })
})
