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
const GATSBY_SCRIPT_TAG = /<script src="([^"]+)" async><\/script>/g
const LOADER_ID = "hydration-loader"

/** How long a page waits at most: a background tab never paints until it is shown. */
export const LOADER_FALLBACK_MS = 3000

/**
 * The loader, in the ES5 every browser reads. Where paint timing is missing, the first
 * frame stands in for the first paint.
 */
export const hydrationLoader = (sources: readonly string[]): string =>
  `<script id="${LOADER_ID}">(function(sources){` +
  `var started=false,painted=false,loaded=document.readyState==="complete";` +
  `function start(){if(started)return;started=true;sources.forEach(function(src){` +
  `var script=document.createElement("script");script.src=src;script.async=true;document.body.appendChild(script)})}` +
  `function check(){if(painted&&loaded)start()}` +
  `var Observer=window.PerformanceObserver;` +
  `if(Observer&&Observer.supportedEntryTypes&&Observer.supportedEntryTypes.indexOf("paint")!==-1){` +
  `new Observer(function(list,observer){observer.disconnect();painted=true;check()}).observe({type:"paint",buffered:true})` +
  `}else{requestAnimationFrame(function(){setTimeout(function(){painted=true;check()},0)})}` +
  `if(!loaded)window.addEventListener("load",function(){loaded=true;check()});` +
  `setTimeout(start,${LOADER_FALLBACK_MS})` +
  `})(${JSON.stringify(sources).replaceAll("<", "\\u003c")})</script>`

export type DeferResult = "deferred" | "already deferred"

/**
 * Replaces Gatsby's runtime script tags in one page with the loader, keeping their order.
 * A page Gatsby did not rewrite on a warm build already has the loader and is left as is.
 */
export const deferHydrationScripts = (
  html: string,
): { html: string; result: DeferResult } => {
  const sources = [...html.matchAll(GATSBY_SCRIPT_TAG)].flatMap(match =>
    match[1] ? [match[1]] : [],
  )
  if (sources.length === 0) {
    if (html.includes(`<script id="${LOADER_ID}">`))
      return { html, result: "already deferred" }
    throw new Error(
      "found neither Gatsby's <script src=… async> tags nor the hydration loader; " +
        "Gatsby may have changed how it writes its scripts (see src/build/deferHydration.ts)",
    )
  }
  let inserted = false
  const rewritten = html.replace(GATSBY_SCRIPT_TAG, () => {
    if (inserted) return ""
    inserted = true
    return hydrationLoader(sources)
  })
  return { html: rewritten, result: "deferred" }
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
  const changed = pages.filter(page => page.result === "deferred")
  await Promise.all(changed.map(page => writeFile(page.file, page.html)))
  return changed.length
}
