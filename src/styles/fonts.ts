import antonUrl from "../fonts/anton-subset.woff2"
import interUrl from "../fonts/inter-variable-subset.woff2"
import { bodyWeights } from "./fontSubset.json"

/**
 * The two self-hosted faces, cut to fontSubset.json by `npm run fonts`. gatsby-ssr.tsx
 * preloads them and declares them, with the fallbacks below, in fontFaceCss.
 */
export const fontFiles = [
  { family: "Anton", url: antonUrl, weight: "400" },
  {
    family: "Inter Variable",
    url: interUrl,
    weight: `${bodyWeights.min} ${bodyWeights.max}`,
  },
] as const

/**
 * Local faces scaled to the web fonts' widths, used when the web fonts are not there in
 * time, so a first visit on a slow phone looks close to the design. Each size-adjust is the ratio
 * of advance widths over sample headings (Anton) and body text (Inter), measured with
 * opentype.js; the overrides give each fallback the web font's ascent and descent.
 */
const fallback = (
  family: string,
  locals: readonly string[],
  sizeAdjust: number,
  ascent: number,
  descent: number,
) => ({
  family,
  src: locals.map(name => `local("${name}")`).join(", "),
  sizeAdjust: `${(sizeAdjust * 100).toFixed(1)}%`,
  ascentOverride: `${((ascent / sizeAdjust) * 100).toFixed(1)}%`,
  descentOverride: `${((descent / sizeAdjust) * 100).toFixed(1)}%`,
})

const ANTON = { ascent: 1.176, descent: 0.329 }
const INTER = { ascent: 0.969, descent: 0.241 }

export const fallbackFaces = [
  fallback(
    "Anton Fallback Narrow",
    ["Arial Narrow", "Liberation Sans Narrow"],
    0.847,
    ANTON.ascent,
    ANTON.descent,
  ),
  fallback(
    "Anton Fallback Arial",
    ["Arial", "Helvetica", "Liberation Sans"],
    0.694,
    ANTON.ascent,
    ANTON.descent,
  ),
  fallback(
    "Anton Fallback DejaVu",
    ["DejaVu Sans"],
    0.685,
    ANTON.ascent,
    ANTON.descent,
  ),
  fallback(
    "Inter Fallback Arial",
    ["Arial", "Helvetica", "Liberation Sans"],
    1.066,
    INTER.ascent,
    INTER.descent,
  ),
  fallback(
    "Inter Fallback DejaVu",
    ["DejaVu Sans"],
    0.937,
    INTER.ascent,
    INTER.descent,
  ),
] as const

/**
 * Every @font-face rule, for a static <style> in the page head. The web fonts are
 * `font-display: optional`: preloaded, they are nearly always there for the first paint;
 * when they are not (a slow CPU or network), the page keeps its fallback instead of
 * swapping later, because no fallback's widths match closely enough to keep every line
 * break of the editors' text, and a changed line break moves everything under it. Kept out of the
 * styled-components global style on purpose: that style is re-inserted when the page
 * hydrates, and each re-inserted rule makes a new font face that loads again, so text
 * flashes to its fallback and shifts.
 */
export const fontFaceCss = (): string =>
  [
    ...fontFiles.map(
      font =>
        `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${font.weight};font-display:optional;src:url("${font.url}") format("woff2")}`,
    ),
    ...fallbackFaces.map(
      face =>
        `@font-face{font-family:"${face.family}";src:${face.src};size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};descent-override:${face.descentOverride};line-gap-override:0%}`,
    ),
  ].join("")
