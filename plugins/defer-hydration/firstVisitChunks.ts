import { existsSync, readFileSync } from "node:fs"
import { readFile } from "node:fs/promises"
import path from "node:path"

import { pageLanguageOf } from "../../src/node/htmlTree"

/** What a page's first visit needs beyond Gatsby's runtime, by the page's file. */
export type ChunksOfPage = (file: string, html: string) => Promise<string[]>

type Stats = {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>
}

type PageData = { componentChunkName?: string }

/** The page-data file Gatsby writes for an HTML file: `about/index.html` → `page-data/about/`. */
export const pageDataFileOf = (publicDir: string, file: string) => {
  const relative = path.relative(publicDir, file).split(path.sep).join("/")
  const folder = relative.endsWith("index.html")
    ? relative.slice(0, -"index.html".length).replace(/\/$/, "") || "index"
    : relative
  return path.join(publicDir, "page-data", folder, "page-data.json")
}

/** Gatsby's runtime asks for these only once it runs; listed with it, they load beside it. */
export const firstVisitChunks = async (
  publicDir: string,
): Promise<ChunksOfPage> => {
  const statsFile = path.join(publicDir, "webpack.stats.json")
  const stats = JSON.parse(await readFile(statsFile, "utf8")) as Stats
  const scriptsOf = (group: string, forWhat: string) => {
    const assets = stats.namedChunkGroups?.[group]?.assets
    if (!assets)
      throw new Error(
        `webpack.stats.json has no chunk group "${group}" (${forWhat}); ` +
          "its name may have changed (see plugins/defer-hydration/firstVisitChunks.ts)",
      )
    return assets
      .map(asset => asset.name)
      .filter(name => name.endsWith(".js"))
      .map(name => `/${name}`)
  }
  return async (file, html) => {
    const language = pageLanguageOf(html)
    if (!language) throw new Error("the page's <html> has no lang attribute")
    const pageData = pageDataFileOf(publicDir, file)
    // A page without page data (none today) is left to Gatsby's runtime to load.
    const component = existsSync(pageData)
      ? (JSON.parse(readFileSync(pageData, "utf8")) as PageData)
          .componentChunkName
      : undefined
    return [
      ...new Set([
        ...scriptsOf(`strings-${language}`, "the interface text"),
        ...(component ? scriptsOf(component, "the page's component") : []),
      ]),
    ]
  }
}
