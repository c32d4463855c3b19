import { readFileSync, writeFileSync } from "node:fs"

import { htmlFilesIn } from "../../src/node/htmlFiles"
import type { PageMemo } from "../../src/node/pageMemo"

// React 18's streaming renderer, which Gatsby uses for every page, flushes its whole buffer even
// when a multi-byte character did not fit at its end: the missing bytes reach the page as NULs
// (facebook/react#26228, fixed in React 19). A NUL is never valid in HTML.
export const withoutNulBytes = (html: string) => html.replaceAll("\0", "")

export const stripNulBytesInFolder = async (
  publicDir: string,
  memo?: PageMemo<unknown>,
) => {
  let cleaned = 0
  for (const file of htmlFilesIn(publicDir)) {
    if (await memo?.of(file)) continue
    const html = readFileSync(file, "utf8")
    if (!html.includes("\0")) continue
    writeFileSync(file, withoutNulBytes(html))
    cleaned += 1
  }
  return cleaned
}
