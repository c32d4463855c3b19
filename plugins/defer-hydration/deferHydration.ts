import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseFragment } from "parse5"

import { htmlFilesIn } from "../../src/node/htmlFiles"
import type { PageMemo } from "../../src/node/pageMemo"
import type { ChunksOfPage } from "./firstVisitChunks"
import {
  attributeOf,
  isElement,
  nodesOf,
  type Node,
} from "../../src/node/htmlTree"

// Gatsby's runtime `<script async>` tags (its `_gatsby-scripts` slice) would compete with the
// images: a loader adds them and the first visit's chunks once the page has painted and loaded.
const LOADER_ID = "hydration-loader"
/** Every Gatsby page carries its scripts slice; other HTML files (from static/) do not. */
const SLICE_START = 'slice-start id="_gatsby-scripts-1"'
const SLICE_END = 'slice-end id="_gatsby-scripts-1"'

/** How long a page waits at most: a background tab never paints until it is shown. */
export const LOADER_FALLBACK_MS = 3000

// ES5, and the same on every page (its scripts are in `data-sources`), so one hash allows it.
export const LOADER_CODE =
  `(function(script){` +
  `var sources=JSON.parse(script.getAttribute("data-sources")).concat(JSON.parse(script.getAttribute("data-chunks")||"[]")),started=false,painted=false,loaded=document.readyState==="complete";` +
  `function start(){if(started)return;started=true;for(var index=0;index<sources.length;index++)add(sources[index])}` +
  `function add(source){var element=document.createElement("script");element.src=source;element.async=true;` +
  `element.onerror=function(){if(element.parentNode)element.parentNode.removeChild(element)};document.body.appendChild(element)}` +
  `function check(){if(painted&&loaded)start()}` +
  `function paint(){painted=true;check()}` +
  `setTimeout(start,${LOADER_FALLBACK_MS});` +
  `if(!loaded)window.addEventListener("load",function(){loaded=true;check()});` +
  `var Observer=window.PerformanceObserver;` +
  `try{if(!Observer||!Observer.supportedEntryTypes||Observer.supportedEntryTypes.indexOf("paint")===-1)throw 0;` +
  `new Observer(function(list,observer){observer.disconnect();paint()}).observe({type:"paint",buffered:true})` +
  `}catch(error){var afterFrame=function(){setTimeout(paint,0)};` +
  `if(window.requestAnimationFrame)requestAnimationFrame(afterFrame);else afterFrame()}` +
  `})(document.currentScript)`

const escapeAttribute = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")

export const hydrationLoader = (
  sources: readonly string[],
  chunks: readonly string[] = [],
): string =>
  `<script id="${LOADER_ID}" data-sources="${escapeAttribute(JSON.stringify(sources))}"` +
  (chunks.length > 0
    ? ` data-chunks="${escapeAttribute(JSON.stringify(chunks))}"`
    : "") +
  `>${LOADER_CODE}</script>`

type DeferResult = "deferred" | "unchanged" | "not a page"

const commentAt = (html: string, data: string, from = 0) => {
  const comment = `<!-- ${data} -->`
  const start = html.indexOf(comment, from)
  return start === -1 ? undefined : { start, end: start + comment.length }
}

const runtimeScripts = (nodes: Node[], at: number) =>
  nodes.filter(isElement).flatMap(element => {
    if (element.tagName !== "script") return []
    const location = element.sourceCodeLocation
    if (!location) throw new Error("the HTML parser gave no source location")
    const { startOffset, endOffset } = location
    const span = { start: at + startOffset, end: at + endOffset }
    const src = attributeOf(element, "src")
    if (
      src &&
      attributeOf(element, "async") !== undefined &&
      attributeOf(element, "type") !== "module"
    ) {
      return [{ kind: "tag", span, sources: [src] }]
    }
    if (attributeOf(element, "id") === LOADER_ID) {
      const sources: unknown = JSON.parse(
        attributeOf(element, "data-sources") ?? "[]",
      )
      return [
        {
          kind: "loader",
          span,
          sources: Array.isArray(sources) ? sources.map(String) : [],
        },
      ]
    }
    return []
  })

// Cut out by parse5's source offsets, so every other byte stays as Gatsby wrote it; a page a warm
// build left gets the current loader for its scripts; HTML that is not a Gatsby page is left alone.
export const deferHydrationScripts = (
  html: string,
  chunks: readonly string[] = [],
): { html: string; result: DeferResult } => {
  const start = commentAt(html, SLICE_START)
  const end = start && commentAt(html, SLICE_END, start.end)
  if (!start || !end) return { html, result: "not a page" }
  // Only Gatsby's own scripts slice is read: any other script on the page is left as it is.
  const found = runtimeScripts(
    nodesOf(
      parseFragment(html.slice(start.end, end.start), {
        sourceCodeLocationInfo: true,
      }),
    ),
    start.end,
  )
  const tags = found.filter(script => script.kind === "tag")
  const sources = (tags.length > 0 ? tags : found).flatMap(
    script => script.sources,
  )
  if (sources.length === 0)
    throw new Error(
      "found neither Gatsby's <script src=… async> tags nor the hydration loader; " +
        "Gatsby may have changed how it writes its scripts (see plugins/defer-hydration/deferHydration.ts)",
    )
  let rewritten = ""
  let from = 0
  for (const [index, { span }] of found.entries()) {
    rewritten += html.slice(from, span.start)
    if (index === 0)
      rewritten += hydrationLoader(
        sources,
        chunks.filter(chunk => !sources.includes(chunk)),
      )
    from = span.end
  }
  rewritten += html.slice(from)
  return {
    html: rewritten,
    result: rewritten === html ? "unchanged" : "deferred",
  }
}

/** Every page is checked before any is written, so a surprise leaves the build untouched. */
export const deferHydrationInFolder = async (
  publicDir: string,
  chunksOf: ChunksOfPage = async () => [],
  memo?: PageMemo<unknown>,
): Promise<number> => {
  const pages = await Promise.all(
    htmlFilesIn(publicDir).map(async file => {
      try {
        if (await memo?.of(file))
          return { file, html: "", result: "unchanged" as const }
        const html = readFileSync(file, "utf8")
        if (!html.includes(SLICE_START))
          return { file, html, result: "not a page" as const }
        return {
          file,
          ...deferHydrationScripts(html, await chunksOf(file, html)),
        }
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
        "its scripts (see plugins/defer-hydration/deferHydration.ts)",
    )
  const changed = pages.filter(page => page.result === "deferred")
  for (const page of changed) writeFileSync(page.file, page.html)
  return changed.length
}
