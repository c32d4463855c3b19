/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync, utimesSync, writeFileSync } from "node:fs"
import path from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { scratchFolder } from "../src/test/scratchFolder"

describe("scripts/precompress.mjs", () => {
  const folder = scratchFolder("precompress-")
  const file = (name: string) => path.join(folder(), name)
  const run = () =>
    execFileSync(process.execPath, ["scripts/precompress.mjs", folder()], {
      encoding: "utf8",
    }).trim()
  const page = (words: string) => `<p>${words}</p>`.repeat(200)

  it("writes Brotli and gzip copies of each text file over 1 KB, again only when the file changes", () => {
    writeFileSync(file("index.html"), page("hola"))
    expect(run()).toBe(
      "1 of 1 text files compressed anew (Brotli and gzip copies beside them)",
    )
    expect(brotliDecompressSync(readFileSync(file("index.html.br")))).toEqual(
      readFileSync(file("index.html")),
    )
    expect(gunzipSync(readFileSync(file("index.html.gz")))).toEqual(
      readFileSync(file("index.html")),
    )
    expect(run()).toMatch(/^0 of 1 /)
    // Rewritten a second later, as by the next build.
    writeFileSync(file("index.html"), page("adiós"))
    const later = new Date(Date.now() + 1000)
    utimesSync(file("index.html"), later, later)
    expect(run()).toMatch(/^1 of 1 /)
    expect(
      brotliDecompressSync(readFileSync(file("index.html.br"))).toString(),
    ).toBe(page("adiós"))
  })

  it("removes the copies of a file that is gone or has shrunk below 1 KB, and leaves other files' alone", () => {
    writeFileSync(file("small.json"), page("x"))
    writeFileSync(file("gone.html.br"), "stale")
    writeFileSync(file("photo.jpg.br"), "not ours")
    run()
    expect(existsSync(file("small.json.br"))).toBe(true)
    writeFileSync(file("small.json"), "{}")
    const later = new Date(Date.now() + 1000)
    utimesSync(file("small.json"), later, later)
    run()
    for (const copy of ["small.json.br", "small.json.gz", "gone.html.br"])
      expect(existsSync(file(copy))).toBe(false)
    expect(readFileSync(file("photo.jpg.br"), "utf8")).toBe("not ours")
  })
})
