import { readFile, writeFile } from "node:fs/promises"

import { htmlFilesIn } from "../../src/node/htmlFiles"

/**
 * React 18's streaming server renderer, which Gatsby uses for every page, writes its
 * output through a reusable 2048-byte buffer and flushes the whole buffer even when a
 * multi-byte character (the "ó" of "Neón") did not fit at its end: the unwritten bytes
 * reach the page as NUL characters (facebook/react#26228, fixed in React 19; found here on
 * /media/ as "Ne\0ón" in a button's name). A NUL is never valid in HTML, so every page
 * loses them after the build.
 */
export const withoutNulBytes = (html: string) => html.replaceAll("\0", "")

/** Removes NUL characters from every page under `publicDir`; returns how many pages had some. */
export const stripNulBytesInFolder = async (publicDir: string) => {
  let cleaned = 0
  for (const file of await htmlFilesIn(publicDir)) {
    const html = await readFile(file, "utf8")
    if (!html.includes("\0")) continue
    await writeFile(file, withoutNulBytes(html))
    cleaned += 1
  }
  return cleaned
}
