/**
 * @jest-environment node
 */
import { readdir } from "node:fs/promises"

import {
  headlineCharacters,
  headlineFaces,
  withHeadlineFont,
} from "./headlineFont"
import { scratchFolder } from "../../src/test/scratchFolder"

const page = (lang: string, heading: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><style id="font-faces">@font-face{font-family:"Anton"}</style></head><body><main><h1 class="x">${heading}</h1><h2>Not this</h2></main></body></html>`

describe("headlineCharacters", () => {
  it("lists what the h1 draws, as typed and in capitals, once each", () => {
    expect(headlineCharacters(page("en", "About Nova"))).toBe(
      " ANOTVUBabotuv".split("").sort().join(""),
    )
  })

  it("capitalizes in the page's language, inside nested elements too", () => {
    expect(
      headlineCharacters(page("es", "El año <span>de</span> la luz")),
    ).toContain("Ñ")
    expect(
      headlineCharacters(page("es", "El año <span>de</span> la luz")),
    ).toContain("D")
  })

  it("reads characters as the browser draws them, not as the HTML escapes them", () => {
    expect(headlineCharacters(page("en", "R&amp;B &lt;3"))).toBe(
      " &3<BR".split("").sort().join(""),
    )
  })

  it("is empty for a page without an h1", () => {
    expect(
      headlineCharacters("<html><body><h2>Only a section</h2></body></html>"),
    ).toBe("")
  })
})

describe("withHeadlineFont", () => {
  const face = async (characters: string) =>
    new TextEncoder().encode(characters)

  it("declares the cut face after the page's font faces, inline, held until it is there", async () => {
    const html = await withHeadlineFont(page("en", "Tour"), face)
    const rule =
      /<style id="font-faces">[^<]*<\/style><style id="headline-font">(@font-face\{[^<]*\})<\/style>/.exec(
        html,
      )?.[1]
    expect(rule).toContain('font-family:"Anton Headline"')
    expect(rule).toContain("font-display:block")
    expect(rule).toContain(
      `url(data:font/woff2;base64,${Buffer.from("ORTUoru").toString("base64")})`,
    )
  })

  it("declares it once however often it runs, and again when the heading changed", async () => {
    const once = await withHeadlineFont(page("en", "Tour"), face)
    expect(await withHeadlineFont(once, face)).toBe(once)
    const renamed = await withHeadlineFont(once.replace("Tour", "Music"), face)
    expect(renamed.match(/id="headline-font"/g)).toHaveLength(1)
    expect(renamed).toBe(await withHeadlineFont(page("en", "Music"), face))
    const twice = once.replace(
      /<style id="headline-font">[^<]*<\/style>/,
      "$&$&",
    )
    expect(await withHeadlineFont(twice, face)).toBe(once)
  })

  it("leaves a page without an h1, or without font faces, as it is", async () => {
    const noHeading = page("en", "").replace('<h1 class="x"></h1>', "")
    expect(await withHeadlineFont(noHeading, face)).toBe(noHeading)
    const noFaces = "<html><body><h1>Admin</h1></body></html>"
    expect(await withHeadlineFont(noFaces, face)).toBe(noFaces)
  })
})

describe("headlineFaces", () => {
  const cacheDir = scratchFolder("headline-font-")

  it("cuts the display face to the characters as WOFF2, once per set, and keeps it for the next build", async () => {
    const faceFor = headlineFaces(cacheDir())
    const cut = await faceFor(" AOTUR")
    expect(Buffer.from(cut).subarray(0, 4).toString("latin1")).toBe("wOF2")
    expect(cut.length).toBeLessThan(6000)
    expect(faceFor(" AOTUR")).toBe(faceFor(" AOTUR"))
    expect(await readdir(cacheDir())).toHaveLength(1)
    const nextBuild = headlineFaces(cacheDir())
    expect(
      Buffer.from(await nextBuild(" AOTUR")).equals(Buffer.from(cut)),
    ).toBe(true)
  })
})
