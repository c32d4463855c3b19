import antonUrl from "../fonts/anton-subset.woff2"
import interUrl from "../fonts/inter-variable-subset.woff2"
import { bodyWeights } from "./fontSubset.json"
import { fontStackProperty, fontStacks } from "./theme"

/** Drawn from the first paint: one small subset, preloaded, which display text waits for. */
export const displayFontFile = {
  family: "Anton",
  url: antonUrl,
  weight: "400",
} as const

/** Shipped switched off: a first page is drawn in their fallbacks (src/webFonts.ts). */
export const fontFiles = [
  {
    family: "Inter Variable",
    url: interUrl,
    weight: `${bodyWeights.min} ${bodyWeights.max}`,
  },
] as const

// Local faces given the web fonts' advance widths (opentype.js ratios), ascent and descent.
// Liberation first: on Linux each `local()` name tried is a browser-process call layout waits for.
const fallback = (
  family: string,
  locals: readonly string[],
  sizeAdjust: number,
  { ascent, descent }: { ascent: number; descent: number },
) => ({
  family,
  src: locals.map(name => `local("${name}")`).join(", "),
  sizeAdjust: `${(sizeAdjust * 100).toFixed(1)}%`,
  ascentOverride: `${((ascent / sizeAdjust) * 100).toFixed(1)}%`,
  descentOverride: `${((descent / sizeAdjust) * 100).toFixed(1)}%`,
})

const ANTON = { ascent: 1.176, descent: 0.329 }
const INTER = { ascent: 0.969, descent: 0.241 }
const NARROW = ["Liberation Sans Narrow", "Arial Narrow"]
const ARIAL = ["Liberation Sans", "Arial", "Helvetica"]
const DEJAVU = ["DejaVu Sans"]

export const fallbackFaces = [
  fallback("Anton Fallback Narrow", NARROW, 0.847, ANTON),
  fallback("Anton Fallback Arial", ARIAL, 0.694, ANTON),
  fallback("Anton Fallback DejaVu", DEJAVU, 0.685, ANTON),
  fallback("Inter Fallback Arial", ARIAL, 1.066, INTER),
  fallback("Inter Fallback DejaVu", DEJAVU, 0.937, INTER),
] as const

type FontFile = { family: string; url: string; weight: string }

const webFontRule = (font: FontFile, display: "block" | "optional") =>
  `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${font.weight};font-display:${display};src:url("${font.url}") format("woff2")}`

const fallbackRule = (face: (typeof fallbackFaces)[number]) =>
  `@font-face{font-family:"${face.family}";src:${face.src};size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};descent-override:${face.descentOverride};line-gap-override:0%}`

const webFontFamilies = new Set<string>(
  fontFiles.map(font => `"${font.family}"`),
)

// Without the web fonts: Chromium looks up each undeclared family among system fonts, and waits.
export const firstVisitFontStacks = Object.fromEntries(
  Object.entries(fontStacks).map(([name, stack]) => [
    name,
    stack
      .split(/,\s*/)
      .filter(family => !webFontFamilies.has(family))
      .join(", "),
  ]),
) as typeof fontStacks

export const fontStackTokensCss = (stacks: typeof fontStacks): string =>
  `:root{${Object.entries(stacks)
    .map(
      ([name, stack]) =>
        `${fontStackProperty(name as keyof typeof fontStacks)}:${stack}`,
    )
    .join(";")}}`

/** For a static style hydration never touches: a re-inserted rule makes a new face, text flashes. */
export const fallbackFaceCss = (): string =>
  webFontRule(displayFontFile, "block") +
  fallbackFaces.map(fallbackRule).join("") +
  fontStackTokensCss(firstVisitFontStacks)

export const WEB_FONTS_STYLE_ID = "web-fonts"

// Shipped off, so a first visit's largest paint does not wait for fonts; `optional`, as no fallback
// keeps every line break, and a late swap would move everything under a changed one.
export const webFontFaceCss = (): string =>
  fontFiles.map(font => webFontRule(font, "optional")).join("") +
  fontStackTokensCss(fontStacks)

// On before the first paint when the visitor came from another of the site's pages, which fetched
// them: read from the referrer, as the privacy page promises nothing is stored on the device.
export const webFontsSwitchScript = (): string =>
  `try{var r=document.referrer;if(r&&new URL(r).origin===location.origin){document.getElementById("${WEB_FONTS_STYLE_ID}").removeAttribute("media");document.documentElement.setAttribute("data-web-fonts","on")}}catch(e){}`

export const fontFaceCss = (): string => fallbackFaceCss() + webFontFaceCss()
