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

const DISPLAY_FACE = path.join(
  process.cwd(),
  "node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2",
)

// The page's font declarations (gatsby-ssr.tsx) and any headline face an earlier build added:
// a warm build leaves the pages it did not render again as they were.
const FONT_FACES =
  /<style id="font-faces">[^<]*<\/style>(?:<style id="headline-font">[^<]*<\/style>)*/

const textOf = (node: Node): string =>
  nodesOf(node)
    .map(child =>
      "value" in child && child.nodeName === "#text" ? child.value : "",
    )
    .join("")

// A heading holds no heading, so the first end tag closes it; the pages' scripts and data hold no
// `<h1` (React escapes `<` inline). Reading only these spans spares parsing whole pages.
const HEADINGS = /<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1\s*>/gi

/** Every character the page's `h1`s draw, as typed and in capitals (their styles set capitals). */
export const headlineCharacters = (html: string) => {
  const language = pageLanguageOf(html) || DEFAULT_LANGUAGE
  const text = [...html.matchAll(HEADINGS)]
    .map(([, content = ""]) => textOf(parseFragment(content)))
    .join(" ")
  if (text.trim() === "") return ""
  const drawn = new Set([...`${text}${text.toLocaleUpperCase(language)}`])
  return [...drawn].sort().join("")
}

export const headlineFontFace = (woff2: Uint8Array) =>
  `@font-face{font-family:"${HEADLINE_FAMILY}";font-style:normal;font-weight:400;font-display:block;src:url(data:font/woff2;base64,${Buffer.from(woff2).toString("base64")}) format("woff2")}`

/** Replaces a face an earlier build declared; unchanged without an `h1` or font faces. */
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

// Each cut is cached under its characters and `version` (the code and face that cut it).
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

/** Returns how many pages it wrote. */
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
