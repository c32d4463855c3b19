import { createHash } from "node:crypto"
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { parseFragment } from "parse5"
import subsetFont from "subset-font"

import { eachConcurrently } from "../../src/node/eachConcurrently"
import { memoVersion, pageMemo } from "../../src/node/pageMemo"
import { DEFAULT_LANGUAGE } from "../../src/lib/languages"
import { nodesOf, pageLanguageOf, type Node } from "../../src/node/htmlTree"
import { HEADLINE_FAMILY } from "../../src/styles/theme"
import { cachedFile } from "../../src/node/cachedFile"

/** The display face in full, as its package ships it (WOFF2). */
const DISPLAY_FACE = path.join(
  process.cwd(),
  "node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2",
)

/**
 * Where the page declares its fonts (gatsby-ssr.tsx), and the headline's face after it if
 * an earlier build put it there: a warm build leaves the pages it did not render again
 * as they were. (Builds before this one added a face to such a page at every warm build;
 * they are all replaced by one.)
 */
const FONT_FACES =
  /<style id="font-faces">[^<]*<\/style>(?:<style id="headline-font">[^<]*<\/style>)*/

const textOf = (node: Node): string =>
  nodesOf(node)
    .map(child =>
      "value" in child && child.nodeName === "#text" ? child.value : "",
    )
    .join("")

/**
 * Each `h1` element's content. A heading holds no heading, so the first end tag closes
 * it; the pages' scripts and data hold no `<h1` (React escapes `<` in what it writes
 * inline). Reading only these spans instead of parsing the whole page keeps the step
 * fast on a catalogue of hundreds of pages.
 */
const HEADINGS = /<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1\s*>/gi

/**
 * Every character the page's `h1` elements draw, as typed and in capitals (the headings
 * are set in capitals by their styles), once each, sorted; "" for a page with no `h1`.
 */
export const headlineCharacters = (html: string) => {
  const language = pageLanguageOf(html) || DEFAULT_LANGUAGE
  const text = [...html.matchAll(HEADINGS)]
    .map(([, content = ""]) => textOf(parseFragment(content)))
    .join(" ")
  if (text.trim() === "") return ""
  const drawn = new Set([...`${text}${text.toLocaleUpperCase(language)}`])
  return [...drawn].sort().join("")
}

/** The rule that declares the headline's face, its glyphs inline. */
export const headlineFontFace = (woff2: Uint8Array) =>
  `@font-face{font-family:"${HEADLINE_FAMILY}";font-style:normal;font-weight:400;font-display:block;src:url(data:font/woff2;base64,${Buffer.from(woff2).toString("base64")}) format("woff2")}`

/**
 * The page with its headline's face inline: the display face cut to the characters its
 * `h1` draws (about 3 KB), declared in a `<style id="headline-font">` after the page's
 * other faces, in place of one an earlier build declared. Unchanged if the page has no
 * `h1` or no font faces (not a page of the site).
 */
export const withHeadlineFont = async (
  html: string,
  faceFor: (characters: string) => Promise<Uint8Array>,
) => {
  const characters = headlineCharacters(html)
  const faces = FONT_FACES.exec(html)
  if (!characters || !faces) return html
  const rule = headlineFontFace(await faceFor(characters))
  const [declared] = faces[0].split('<style id="headline-font">')
  return `${html.slice(0, faces.index)}${declared}<style id="headline-font">${rule}</style>${html.slice(faces.index + faces[0].length)}`
}

/**
 * Cuts the display face to each set of characters once per build, and keeps each cut in
 * `cacheDir` (Gatsby's cache for the plugin), under its characters and `version` (the
 * code and face that cut it), for the next build: a catalogue whose pages
 * share headings (every "TOUR") cuts each set once.
 */
export const headlineFaces = (cacheDir?: string, version = "") => {
  let original: Promise<Buffer> | undefined
  const made = new Map<string, Promise<Uint8Array>>()
  const cut = async (characters: string) =>
    (
      await cachedFile(
        cacheDir,
        `${createHash("sha256").update(version).update(characters).digest("hex")}.woff2`,
        async () => {
          original ??= readFile(DISPLAY_FACE)
          return subsetFont(await original, characters, {
            targetFormat: "woff2",
          })
        },
      )
    ).bytes
  return (characters: string) => {
    const known = made.get(characters)
    if (known) return known
    const making = cut(characters)
    made.set(characters, making)
    return making
  }
}

/**
 * Inlines each page's headline face; returns how many pages it wrote (a page that
 * already had the right one is left as it was, and one this step left as it is in the
 * last build is not parsed again: src/node/pageMemo.ts).
 */
export const inlineHeadlineFonts = async (
  files: readonly string[],
  memory?: { cacheDir: string; codeVersion: string },
) => {
  // The cuts and the pages' faces depend on this code, its packages and the face.
  const version = memoVersion(
    memory?.codeVersion,
    createHash("sha256")
      .update(await readFile(DISPLAY_FACE))
      .digest("hex"),
  )
  const faceFor = headlineFaces(memory?.cacheDir, version)
  const memo = await pageMemo<true>(memory?.cacheDir, version)
  let pages = 0
  // Two at a time: reading and writing overlap the cutting, which runs on this thread.
  await eachConcurrently(
    files,
    async file => {
      const html = await readFile(file, "utf8")
      await memo.of(html, async () => {
        const changed = await withHeadlineFont(html, faceFor)
        if (changed !== html) {
          await writeFile(file, changed)
          pages += 1
        }
        return { value: true, after: changed }
      })
    },
    2,
  )
  await memo.save()
  return pages
}
