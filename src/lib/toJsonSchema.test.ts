import { readFileSync } from "node:fs"
import path from "node:path"

import { dataFiles } from "./dataRules"
import { schemaFileName, toJsonSchema } from "./toJsonSchema"

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(path.join("data", file), "utf8"))

describe("the data files' JSON Schemas", () => {
  it.each(dataFiles.map(spec => [spec.file, spec] as const))(
    "data/schema for %s is the one the rules generate (run `npm run schemas` after changing them)",
    (_file, spec) => {
      expect(readJson(path.join("schema", schemaFileName(spec)))).toEqual(
        toJsonSchema(spec),
      )
    },
  )

  it.each(dataFiles.map(spec => [spec.file, spec] as const))(
    "%s points its editor at its schema",
    (file, spec) => {
      expect(readJson(file)).toMatchObject({
        $schema: `./schema/${schemaFileName(spec)}`,
      })
    },
  )

  it("describes each field for the editor and requires what the build requires", () => {
    const tour = dataFiles.find(spec => spec.file === "tour.json")
    if (!tour) throw new Error("tour.json has no rules")
    expect(toJsonSchema(tour)).toMatchObject({
      required: ["shows"],
      properties: {
        shows: {
          type: "array",
          items: {
            additionalProperties: false,
            required: [
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
            ],
            properties: {
              date: {
                description:
                  "The day of the show, as YYYY-MM-DD. Expected: a date as YYYY-MM-DD.",
                pattern: "^\\d{4}-\\d{2}-\\d{2}$",
              },
            },
          },
        },
      },
    })
  })
})
