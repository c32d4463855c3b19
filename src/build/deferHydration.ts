import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"

/**
 * Gatsby ends every page with its runtime as `<script src="…" async>` tags (written by its
 * webpack stats extractor into the `_gatsby-scripts` slice). They start downloading at once
 * and compete with the preloaded fonts and the first images for a slow connection, though
 * the page is rendered on the server and shows, with working links, before any script runs.
 * This swaps them for a small inline loader that adds the same scripts once the page has
 * painted and its own resources have loaded (the window's load event).
 */
const LOADER_ID = "hydration-loader"
/** Every Gatsby page carries its scripts slice; other HTML files (from static/) do not. */
const SCRIPTS_SLICE = '<!-- slice-start id="_gatsby-scripts-1" -->'
/**
 * Gatsby's tags (group 1: a script's path), or a loader an earlier build wrote into a page
 * a warm build did not rewrite (group 2: its list of paths).
 */
const SCRIPTS_OR_LOADER = new RegExp(
  String.raw`<script src="([^"]+)" async><\/script>|` +
    String.raw`<script id="${LOADER_ID}">[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>`,
  "g",
)

/** How long a page waits at most: a background tab never paints until it is shown. */
export const LOADER_FALLBACK_MS = 3000

/**
 * The loader, in the ES5 every browser reads. The fallback timer is set first, so the
 * page hydrates whatever else fails; where paint timing is missing or refuses the
 * observer, the first frame stands in for the first paint.
 */
export const hydrationLoader = (sources: readonly string[]): string =>
  `<script id="${LOADER_ID}">(function(sources){` +
  `var started=false,painted=false,loaded=document.readyState==="complete";` +
  `function start(){if(started)return;started=true;sources.forEach(function(src){` +
  `var script=document.createElement("script");script.src=src;script.async=true;document.body.appendChild(script)})}` +
  `function check(){if(painted&&loaded)start()}` +
  `function paint(){painted=true;check()}` +
  `setTimeout(start,${LOADER_FALLBACK_MS});` +
  `if(!loaded)window.addEventListener("load",function(){loaded=true;check()});` +
  `var Observer=window.PerformanceObserver;` +
  `try{if(!Observer||!Observer.supportedEntryTypes||Observer.supportedEntryTypes.indexOf("paint")===-1)throw 0;` +
  `new Observer(function(list,observer){observer.disconnect();paint()}).observe({type:"paint",buffered:true})` +
  `}catch(error){var afterFrame=function(){setTimeout(paint,0)};` +
  `if(window.requestAnimationFrame)requestAnimationFrame(afterFrame);else afterFrame()}` +
  `})(${JSON.stringify(sources).replaceAll("<", "\\u003c")})</script>`

export type DeferResult = "deferred" | "unchanged" | "not a page"

const sourcesIn = (matches: RegExpMatchArray[]): string[] => {
  const tags = matches.flatMap(match => (match[1] ? [match[1]] : []))
  if (tags.length > 0) return tags
  const earlier = matches.find(match => match[2])?.[2]
  return earlier ? (JSON.parse(earlier) as string[]) : []
}

/**
 * Replaces Gatsby's runtime script tags in one page with the loader, keeping their order.
 * A page a warm build left alone already has a loader; it gets the current one, for the
 * same scripts. HTML files that are not Gatsby pages are left as they are.
 */
export const deferHydrationScripts = (
  html: string,
): { html: string; result: DeferResult } => {
  if (!html.includes(SCRIPTS_SLICE)) return { html, result: "not a page" }
  const sources = sourcesIn([...html.matchAll(SCRIPTS_OR_LOADER)])
  if (sources.length === 0)
    throw new Error(
      "found neither Gatsby's <script src=… async> tags nor the hydration loader; " +
        "Gatsby may have changed how it writes its scripts (see src/build/deferHydration.ts)",
    )
  let inserted = false
  const rewritten = html.replace(SCRIPTS_OR_LOADER, () => {
    if (inserted) return ""
    inserted = true
    return hydrationLoader(sources)
  })
  return {
    html: rewritten,
    result: rewritten === html ? "unchanged" : "deferred",
  }
}

const htmlFilesIn = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map(entry => {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory())
        // Slices are fragments stitched into pages; page-data holds no pages.
        return entry.name === "_gatsby" || entry.name === "page-data"
          ? []
          : htmlFilesIn(full)
      return entry.name.endsWith(".html") ? [full] : []
    }),
  )
  return nested.flat()
}

/**
 * Defers the scripts of every page in the built site and returns how many pages changed.
 * Every page is checked before any is written, so a surprise leaves the build untouched.
 */
export const deferHydrationInFolder = async (
  publicDir: string,
): Promise<number> => {
  const pages = await Promise.all(
    (await htmlFilesIn(publicDir)).map(async file => {
      try {
        return { file, ...deferHydrationScripts(await readFile(file, "utf8")) }
      } catch (error) {
        throw new Error(
          `${path.relative(publicDir, file)}: ${(error as Error).message}`,
        )
      }
    }),
  )
  if (!pages.some(page => page.result !== "not a page"))
    throw new Error(
      "no page carries Gatsby's scripts slice; Gatsby may have changed how it writes " +
        "its scripts (see src/build/deferHydration.ts)",
    )
  const changed = pages.filter(page => page.result === "deferred")
  await Promise.all(changed.map(page => writeFile(page.file, page.html)))
  return changed.length
}
