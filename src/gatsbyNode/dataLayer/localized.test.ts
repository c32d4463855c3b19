import type { GraphQLResolveInfo } from "graphql"

import { localizedExtension, readInLanguage } from "./localized"

const read = (
  source: Record<string, unknown>,
  field: string,
  language: unknown,
) =>
  readInLanguage(source, { language }, {}, {
    fieldName: field,
  } as GraphQLResolveInfo)

describe("the @localized field extension", () => {
  const show = {
    city: { en: "Mexico City", es: "Ciudad de México" },
    genres: { en: ["Latin pop"], es: ["Pop latino"] },
  }

  it("reads a field in the language the query asks for", () => {
    expect(read(show, "city", "es")).toBe("Ciudad de México")
    expect(read(show, "city", "en")).toBe("Mexico City")
    expect(read(show, "genres", "es")).toEqual(["Pop latino"])
  })

  it("gives nothing for a field the record leaves out", () => {
    expect(read(show, "coverAlt", "es")).toBeNull()
  })

  it("asks every query for the language", () => {
    expect(localizedExtension.extend().args).toEqual({ language: "Language!" })
  })
})
