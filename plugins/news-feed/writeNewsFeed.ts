import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"

import { localizePath, type Language } from "../../src/lib/languages"
import { feedPath } from "../../src/lib/seo/feedPath"

export const writeNewsFeed = async (
  feed: string,
  language: Language,
  publicDir: string,
) => {
  const sitePath = localizePath(feedPath, language)
  const file = path.join(publicDir, sitePath)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, feed, "utf8")
  return sitePath
}
