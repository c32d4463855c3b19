/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

import { firstVisitChunks, pageDataFileOf } from "./firstVisitChunks"

const assets = (...names: string[]) => ({
  assets: names.map(name => ({ name })),
})

const STATS = {
  namedChunkGroups: {
    "strings-en": assets("strings-en-1.js", "strings-en-1.js.map"),
    "strings-es": assets("strings-es-2.js"),
    "component---src-pages-tour-tsx": assets(
      "commons-3.js",
      "component---src-pages-tour-tsx-5.js",
    ),
  },
}

describe("pageDataFileOf", () => {
  it("finds the page data Gatsby writes for each kind of HTML file", () => {
    const data = (folder: string) =>
      path.join("/site", "page-data", folder, "page-data.json")
    expect(pageDataFileOf("/site", "/site/index.html")).toBe(data("index"))
    expect(pageDataFileOf("/site", "/site/es/tour/index.html")).toBe(
      data("es/tour"),
    )
    expect(pageDataFileOf("/site", "/site/404.html")).toBe(data("404.html"))
  })
})

describe("firstVisitChunks", () => {
  let site: string
  beforeEach(async () => {
    site = await mkdtemp(path.join(tmpdir(), "chunks-"))
    await mkdir(path.join(site, "page-data/es/tour"), { recursive: true })
    await writeFile(
      path.join(site, "page-data/es/tour/page-data.json"),
      JSON.stringify({ componentChunkName: "component---src-pages-tour-tsx" }),
    )
  })
  afterEach(() => rm(site, { recursive: true, force: true }))

  it("lists the page language's text and the page's component group, scripts only", async () => {
    await writeFile(
      path.join(site, "webpack.stats.json"),
      JSON.stringify(STATS),
    )
    const chunksOf = await firstVisitChunks(site)
    expect(
      await chunksOf(
        path.join(site, "es/tour/index.html"),
        '<!DOCTYPE html><html lang="es"><body></body></html>',
      ),
    ).toEqual([
      "/strings-es-2.js",
      "/commons-3.js",
      "/component---src-pages-tour-tsx-5.js",
    ])
    // A page without page data gets the text.
    expect(
      await chunksOf(path.join(site, "other.html"), '<html lang="en">'),
    ).toEqual(["/strings-en-1.js"])
  })

  it("names the chunk group it cannot find, and a page without a language", async () => {
    const { "strings-es": _strings, ...withoutSpanish } = STATS.namedChunkGroups
    await writeFile(
      path.join(site, "webpack.stats.json"),
      JSON.stringify({ namedChunkGroups: withoutSpanish }),
    )
    const chunksOf = await firstVisitChunks(site)
    await expect(
      chunksOf(path.join(site, "es/tour/index.html"), '<html lang="es">'),
    ).rejects.toThrow('webpack.stats.json has no chunk group "strings-es"')
    await expect(
      chunksOf(path.join(site, "es/tour/index.html"), "<html>"),
    ).rejects.toThrow("has no lang attribute")
  })
})
