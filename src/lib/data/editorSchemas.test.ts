import { readFileSync } from "node:fs"

import { dataSources } from "./dataSchema"
import {
  asFileText,
  editorSchema,
  schemaPath,
  vscodeSettings,
} from "./editorSchemas"

describe("the editors' JSON Schemas", () => {
  it.each(dataSources.map(source => [schemaPath(source), source] as const))(
    "%s is the one the data schema generates (run `npm run schemas` after changing it)",
    (file, source) => {
      expect(readFileSync(file, "utf8")).toBe(asFileText(editorSchema(source)))
    },
  )

  it(".vscode/settings.json maps every data file and folder to its schema", () => {
    expect(readFileSync(".vscode/settings.json", "utf8")).toBe(
      asFileText(vscodeSettings()),
    )
    expect(vscodeSettings()["json.schemas"]).toContainEqual({
      fileMatch: ["/data/shows/*.json"],
      url: "./data/schema/shows.schema.json",
    })
  })

  it("describes each field and requires what the check requires", () => {
    const shows = dataSources.find(source => source.name === "shows")
    if (!shows) throw new Error("no shows in the data schema")
    expect(editorSchema(shows)).toMatchObject({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      additionalProperties: false,
      required: expect.arrayContaining(["slug", "date", "timeZone"]),
      properties: {
        date: {
          type: "string",
          pattern: "^\\d{4}-\\d{2}-\\d{2}$",
          description: "The day of the show, as YYYY-MM-DD",
        },
      },
    })
    expect(editorSchema(shows).required).not.toContain("region")
  })

  it("tells editors a coming-soon release has no cover or links", () => {
    const releases = dataSources.find(source => source.name === "releases")
    if (!releases) throw new Error("no releases in the data schema")
    expect(editorSchema(releases)).toMatchObject({
      if: { properties: { comingSoon: { const: true } } },
      then: { properties: { cover: false, spotifyUrl: false } },
      else: { required: expect.arrayContaining(["cover", "releaseDate"]) },
    })
  })
})
