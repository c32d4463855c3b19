import { fontFiles, WEB_FONTS_STYLE_ID } from "./styles/webFontFiles"
import { fetchWebFonts, switchOnFetchedWebFonts } from "./webFonts"

/** jsdom has no font loading: a FontFace that loads (or fails) as told, and a face set. */
class FakeFontFace {
  static fails = false
  static made: FakeFontFace[] = []
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this)
  }
  load() {
    return FakeFontFace.fails
      ? Promise.reject(new Error("network"))
      : Promise.resolve(this)
  }
}

const added: unknown[] = []

beforeAll(() => {
  Object.assign(window, { FontFace: FakeFontFace })
  Object.defineProperty(document, "fonts", {
    value: { add: (face: unknown) => added.push(face) },
    configurable: true,
  })
})

beforeEach(() => {
  FakeFontFace.fails = false
  FakeFontFace.made = []
  added.length = 0
  delete document.documentElement.dataset.webFonts
  document.head.innerHTML = `<style id="${WEB_FONTS_STYLE_ID}" media="not all"></style>`
})

const webFontsStyleMedia = () =>
  document.getElementById(WEB_FONTS_STYLE_ID)?.getAttribute("media")

describe("the web fonts after the first page", () => {
  it("fetches each web font once the page has hydrated, and uses them only at the next navigation", async () => {
    await fetchWebFonts()
    expect(
      FakeFontFace.made.map(face => [face.family, face.descriptors.weight]),
    ).toEqual(fontFiles.map(font => [font.family, font.weight]))
    expect(FakeFontFace.made[0]?.source).toBe(
      `url("${fontFiles[0].url}") format("woff2")`,
    )
    expect(added).toEqual([])
    expect(document.documentElement.dataset.webFonts).toBe("fetched")
    expect(webFontsStyleMedia()).toBe("not all")

    switchOnFetchedWebFonts()
    expect(added).toEqual(FakeFontFace.made)
    // Its font stacks name the web fonts, which a first page's leave out.
    expect(webFontsStyleMedia()).toBeNull()
    expect(document.documentElement.dataset.webFonts).toBe("on")
    // A later navigation adds nothing again.
    switchOnFetchedWebFonts()
    expect(added).toHaveLength(fontFiles.length)
  })

  it("fetches nothing when the page already draws in them", async () => {
    document.documentElement.dataset.webFonts = "on"
    await fetchWebFonts()
    expect(FakeFontFace.made).toEqual([])
  })

  it("keeps the fallbacks when a font cannot be fetched", async () => {
    FakeFontFace.fails = true
    await fetchWebFonts()
    switchOnFetchedWebFonts()
    expect(added).toEqual([])
    expect(webFontsStyleMedia()).toBe("not all")
    expect(document.documentElement.dataset.webFonts).toBeUndefined()
  })
})
