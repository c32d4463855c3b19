import antonUrl from "../fonts/anton-subset.woff2"
import interUrl from "../fonts/inter-variable-subset.woff2"
import { bodyWeights } from "./fontSubset.json"
import { fontStackProperty, fontStacks } from "./theme"

/**
 * The two self-hosted faces, cut to fontSubset.json by `npm run fonts`. gatsby-ssr.tsx
 * declares them (webFontFaceCss) in a style that a first visit leaves off; src/webFonts.ts
 * fetches them once the page has hydrated, for the pages that follow.
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
 * Liberation Sans (Narrow) has Arial's (Narrow) advance widths, so one size fits both, and
 * it comes first: on Linux each `local()` name tried is a call to Chromium's browser
 * process that the first layout waits for (five calls became two on the benchmark's
 * machine), where Windows, macOS and Android look a name up in the page's own process.
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
    ["Liberation Sans Narrow", "Arial Narrow"],
    0.847,
    ANTON.ascent,
    ANTON.descent,
  ),
  fallback(
    "Anton Fallback Arial",
    ["Liberation Sans", "Arial", "Helvetica"],
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
    ["Liberation Sans", "Arial", "Helvetica"],
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

const webFontRule = (font: (typeof fontFiles)[number]) =>
  `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${font.weight};font-display:optional;src:url("${font.url}") format("woff2")}`

const fallbackRule = (face: (typeof fallbackFaces)[number]) =>
  `@font-face{font-family:"${face.family}";src:${face.src};size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};descent-override:${face.descentOverride};line-gap-override:0%}`

const webFontFamilies = new Set<string>(
  fontFiles.map(font => `"${font.family}"`),
)

/**
 * The theme's font stacks without the web fonts, as a first visit draws them. A family
 * that no rule declares is looked up among the system's fonts, and Chromium asks its
 * browser process for each one and waits, in the page's first layout (6.5 ms for "Anton"
 * and 2.9 ms for "Inter Variable" in a trace of /about/).
 */
export const firstVisitFontStacks = Object.fromEntries(
  Object.entries(fontStacks).map(([name, stack]) => [
    name,
    stack
      .split(/,\s*/)
      .filter(family => !webFontFamilies.has(family))
      .join(", "),
  ]),
) as typeof fontStacks

/** The font stacks' custom properties (`--fonts-body`, …) as one `:root` rule. */
export const fontStackTokensCss = (stacks: typeof fontStacks): string =>
  `:root{${Object.entries(stacks)
    .map(
      ([name, stack]) =>
        `${fontStackProperty(name as keyof typeof fontStacks)}:${stack}`,
    )
    .join(";")}}`

/**
 * The local fallbacks and the font stacks that name them, always on: a first visit draws
 * its text in them (its headline excepted, plugins/headline-font). A static style of its
 * own, which hydration never touches (a re-inserted rule makes a new font face, so text
 * flashes and shifts).
 */
export const fallbackFaceCss = (): string =>
  fallbackFaces.map(fallbackRule).join("") +
  fontStackTokensCss(firstVisitFontStacks)

/** The id of the page's style holding the web fonts' rules (off until switched on). */
export const WEB_FONTS_STYLE_ID = "web-fonts"

/**
 * The web fonts' rules and the theme's font stacks that name them, in a style shipped off
 * (`media="not all"`). On a first visit the largest paint would otherwise wait for 37 KB
 * of fonts (Lighthouse counted them in every text page's LCP: 1.35 s against 1.05 s
 * without). The style is switched on when the
 * fonts are most likely in the browser's cache (webFontsSwitchScript), where
 * `font-display: optional` draws them from the first paint; when they are not, the page
 * keeps its fallback rather than swapping later, because no fallback keeps every line
 * break of the editors' text, and a changed line break moves everything under it.
 */
export const webFontFaceCss = (): string =>
  fontFiles.map(webFontRule).join("") + fontStackTokensCss(fontStacks)

/**
 * Switches the web fonts on before the first paint when the visitor came from another of
 * the site's pages (a full load: a link opened before the scripts ran, a new tab): that
 * page fetched the fonts once it had hydrated. Read from `document.referrer` (the site
 * sends `strict-origin-when-cross-origin`), so nothing is stored on the visitor's device;
 * the privacy page promises that. `<html data-web-fonts="on">` says the page uses them.
 */
export const webFontsSwitchScript = (): string =>
  `try{var r=document.referrer;if(r&&new URL(r).origin===location.origin){document.getElementById("${WEB_FONTS_STYLE_ID}").removeAttribute("media");document.documentElement.setAttribute("data-web-fonts","on")}}catch(e){}`

/** Every rule, web fonts on (their stacks last): the visual editor's previews. */
export const fontFaceCss = (): string => fallbackFaceCss() + webFontFaceCss()
