/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

import { pageMemo } from "../../src/node/pageMemo"
import { stripNulBytesInFolder, withoutNulBytes } from "./stripNulBytes"

describe("stripNulBytes", () => {
  it("removes the NUL characters React 18 leaves at its buffer's edge, and nothing else", () => {
    expect(withoutNulBytes('aria-label="Play: Luz de Ne\0ón"')).toBe(
      'aria-label="Play: Luz de Neón"',
    )
  })

  it("cleans every page in the folder but Gatsby's fragments, and counts the pages it changed", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "public-"))
    mkdirSync(path.join(folder, "media"))
    mkdirSync(path.join(folder, "_gatsby"))
    writeFileSync(path.join(folder, "media", "index.html"), "<p>Ne\0ón</p>")
    writeFileSync(path.join(folder, "index.html"), "<p>Hola</p>")
    writeFileSync(path.join(folder, "_gatsby", "slice.html"), "<p>\0</p>")
    expect(await stripNulBytesInFolder(folder)).toBe(1)
    expect(readFileSync(path.join(folder, "media", "index.html"), "utf8")).toBe(
      "<p>Neón</p>",
    )
    expect(
      readFileSync(path.join(folder, "_gatsby", "slice.html"), "utf8"),
    ).toBe("<p>\0</p>")
  })

  it("passes over a page the last build's steps left as it is", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "public-"))
    const kept = path.join(folder, "index.html")
    const rewritten = path.join(folder, "about.html")
    writeFileSync(kept, "<p>\0</p>")
    const memoFile = path.join(folder, "memo.json")
    await (await pageMemo(memoFile, "1")).save(new Map([[kept, null]]))
    writeFileSync(rewritten, "<p>\0</p>")
    const memo = await pageMemo(memoFile, "1")
    expect(await stripNulBytesInFolder(folder, memo)).toBe(1)
    expect(readFileSync(kept, "utf8")).toBe("<p>\0</p>")
    expect(readFileSync(rewritten, "utf8")).toBe("<p></p>")
  })
})
