/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import {
  existsSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { scratchFolder } from "../src/test/scratchFolder"

describe("scripts/precompress.mjs", () => {
  const folder = scratchFolder("precompress-")
  const file = (name: string) => path.join(folder(), name)
  const kept = scratchFolder("precompress-kept-")
  const run = (...flags: string[]) =>
    execFileSync(
      process.execPath,
      ["scripts/precompress.mjs", folder(), ...flags],
      { encoding: "utf8" },
    ).trim()
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

  it("leaves the pages for later with --except-pages", () => {
    writeFileSync(file("about.html"), page("about"))
    writeFileSync(file("page-data.json"), page("data"))
    expect(run("--except-pages")).toMatch(/^1 of 1 /)
    expect(existsSync(file("page-data.json.br"))).toBe(true)
    expect(existsSync(file("about.html.br"))).toBe(false)
  })

  it("takes a script's copies kept by an earlier build once they decode to its bytes, and drops those of files gone", () => {
    const keptCopy = (name: string) => path.join(kept(), name)
    writeFileSync(file("app.js"), page("app"))
    writeFileSync(file("old.js"), page("old"))
    writeFileSync(file("index.html"), page("home"))
    expect(run("--keep-in", kept())).toMatch(/^3 of 3 .*them\)$/)
    expect(existsSync(keptCopy("app.js.br"))).toBe(true)
    // Pages change with every build: their copies are not kept.
    expect(existsSync(keptCopy("index.html.br"))).toBe(false)

    // A clean build: the folder starts empty but for the scripts, one of them changed, one gone.
    for (const copy of [
      "app.js.br",
      "app.js.gz",
      "old.js",
      "old.js.br",
      "old.js.gz",
    ])
      rmSync(file(copy))
    writeFileSync(file("new.js"), page("new"))
    writeFileSync(keptCopy("new.js.br"), "not a copy of new.js")
    expect(run("--keep-in", kept())).toMatch(
      /^2 of 3 .*, 2 copies kept from an earlier build\)$/,
    )
    expect(brotliDecompressSync(readFileSync(file("app.js.br")))).toEqual(
      readFileSync(file("app.js")),
    )
    expect(
      brotliDecompressSync(readFileSync(file("new.js.br"))).toString(),
    ).toBe(page("new"))
    expect(
      brotliDecompressSync(readFileSync(keptCopy("new.js.br"))).toString(),
    ).toBe(page("new"))
    expect(existsSync(keptCopy("old.js.br"))).toBe(false)
  })

  it("checks by its bytes a copy whose file changed since --recheck-since, however new the copy", () => {
    writeFileSync(file("tour.html"), page("early"))
    run()
    const startedAt = Date.now()
    // Rewritten while an early pass ran, whose copy of the old bytes came out later still.
    writeFileSync(file("tour.html"), page("final"))
    const later = new Date(Date.now() + 5000)
    utimesSync(file("tour.html.br"), later, later)
    utimesSync(file("tour.html.gz"), later, later)
    expect(run()).toMatch(/^0 of /)
    expect(run("--recheck-since", String(startedAt))).toMatch(/^1 of /)
    expect(
      brotliDecompressSync(readFileSync(file("tour.html.br"))).toString(),
    ).toBe(page("final"))
    expect(gunzipSync(readFileSync(file("tour.html.gz"))).toString()).toBe(
      page("final"),
    )
  })
})
