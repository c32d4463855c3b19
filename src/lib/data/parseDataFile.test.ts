import { readFileSync } from "node:fs"
import path from "node:path"

import { parseDataFile } from "./parseDataFile"

const malformed = (name: string) =>
  parseDataFile(
    `data/${name}`,
    readFileSync(path.join("tests/fixtures/malformed", name), "utf8"),
  )

describe("parseDataFile", () => {
  it("reads valid JSON", () => {
    expect(parseDataFile("data/x.json", '{ "a": [1, "b"] }')).toEqual({
      ok: true,
      value: { a: [1, "b"] },
    })
  })

  it("points at a missing comma", () => {
    expect(malformed("missing-comma.json")).toEqual({
      ok: false,
      problem:
        "data/missing-comma.json: line 3, column 3: a comma is missing between two entries or fields",
    })
  })

  it("points at a stray quote that leaves text unclosed", () => {
    expect(malformed("stray-quote.json")).toEqual({
      ok: false,
      problem:
        "data/stray-quote.json: line 3, column 55: a text value has no closing double quote",
    })
  })

  it("points at a comma after the last entry", () => {
    expect(malformed("trailing-comma.json")).toEqual({
      ok: false,
      problem:
        "data/trailing-comma.json: line 10, column 3: a comma after the last entry is not allowed; remove the comma before this ]",
    })
  })

  it("says when a file is empty", () => {
    expect(malformed("empty.json")).toEqual({
      ok: false,
      problem: "data/empty.json: the file is empty",
    })
  })

  it("refuses comments, which JSON does not allow", () => {
    expect(parseDataFile("data/x.json", '{\n  // note\n  "a": 1\n}')).toEqual({
      ok: false,
      problem:
        "data/x.json: line 2, column 3: comments are not allowed in JSON",
    })
  })
})
