import { readFileSync } from "node:fs"

import { EXPECTED, MIN_COVER_SIZE } from "../src/lib/data/fields"
import { SYNTAX_EXPLANATIONS } from "../src/lib/data/parseDataFile"

const guide = readFileSync("docs/editing.md", "utf8")
  // Table cells escape their pipes and code spans hold backslashes as written.
  .replaceAll("\\|", "|")

describe("docs/editing.md", () => {
  it.each(Object.entries(EXPECTED))(
    "explains the message 'expected %s'",
    (_kind, words) => {
      expect(guide).toContain(`expected ${words}`)
    },
  )

  it.each(Object.values(SYNTAX_EXPLANATIONS))(
    "explains the syntax message '%s'",
    explanation => {
      expect(guide).toContain(explanation)
    },
  )

  it("states the minimum cover size the check enforces", () => {
    expect(guide).toContain(`at least ${MIN_COVER_SIZE} × ${MIN_COVER_SIZE} px`)
    expect(guide).toContain(
      `expected cover art at least ${MIN_COVER_SIZE}×${MIN_COVER_SIZE} px`,
    )
  })

  it("shows a show with every field the check requires", () => {
    const example =
      /`data\/shows\/[a-z-]+\.json`, with every field[^`]*```json\n([\s\S]*?)```/.exec(
        guide,
      )?.[1]
    expect(example).toBeDefined()
    const show = JSON.parse(example ?? "{}")
    for (const field of [
      "slug",
      "city",
      "country",
      "countryCode",
      "venue",
      "streetAddress",
      "postalCode",
      "date",
      "startTime",
      "endTime",
      "timeZone",
    ]) {
      expect(show).toHaveProperty(field)
    }
  })
})
