import { DISPLAY_STROKE_PROPERTY, fontStackProperty, fontStacks } from "./theme"
import { fontFiles, WEB_FONTS_STYLE_ID } from "./webFontFiles"

// Local faces given the web fonts' advance widths (measured in Chromium), ascent and descent.
// Liberation first: on Linux each `local()` name tried is a browser-process call layout waits for.
const fallback = (
  family: string,
  locals: readonly string[],
  sizeAdjust: number,
  { ascent, descent }: { ascent: number; descent: number },
  unicodeRange?: string,
) => ({
  family,
  src: locals.map(name => `local("${name}")`).join(", "),
  sizeAdjust: `${(sizeAdjust * 100).toFixed(1)}%`,
  ascentOverride: `${((ascent / sizeAdjust) * 100).toFixed(1)}%`,
  descentOverride: `${((descent / sizeAdjust) * 100).toFixed(1)}%`,
  unicodeRange,
})

const ANTON = { ascent: 1.176, descent: 0.329 }
const INTER = { ascent: 0.969, descent: 0.241 }
const ARIAL = ["Liberation Sans", "Arial", "Helvetica"]
const DEJAVU = ["DejaVu Sans"]

// Anton's capitals are narrow, its small letters wide: a stand-in's capitals are sized apart.
const CAPITALS = "U+41-5A, U+C0-D6, U+D8-DE"
const displayFallback = (
  family: string,
  locals: readonly string[],
  sizes: { capitals: number; others: number },
) => [
  fallback(family, locals, sizes.others, ANTON),
  // Declared last, so checked first for the characters in its range.
  fallback(family, locals, sizes.capitals, ANTON, CAPITALS),
]

export const fallbackFaces = [
  ...displayFallback(
    "Anton Fallback Narrow",
    [
      "Liberation Sans Narrow Bold",
      "Arial Narrow Bold",
      "HelveticaNeue-CondensedBold",
    ],
    { capitals: 0.86, others: 0.99 },
  ),
  ...displayFallback(
    "Anton Fallback Condensed",
    ["Roboto Condensed Bold", "RobotoCondensed-Bold"],
    { capitals: 0.865, others: 0.98 },
  ),
  ...displayFallback(
    "Anton Fallback Arial",
    ["Liberation Sans Bold", "Arial Bold", "Arial-BoldMT"],
    { capitals: 0.7, others: 0.82 },
  ),
  fallback("Inter Fallback Arial", ARIAL, 1.066, INTER),
  fallback("Inter Fallback DejaVu", DEJAVU, 0.937, INTER),
] as const

export const displayStroke = { firstVisit: "0.06em", webFonts: "0" } as const

const webFontRule = (font: (typeof fontFiles)[number]) =>
  `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${font.weight};font-display:optional;src:url("${font.url}") format("woff2")}`

const fallbackRule = (face: (typeof fallbackFaces)[number]) =>
  `@font-face{font-family:"${face.family}";src:${face.src};size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};descent-override:${face.descentOverride};line-gap-override:0%${face.unicodeRange ? `;unicode-range:${face.unicodeRange}` : ""}}`

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

export const fontTokensCss = (
  stacks: typeof fontStacks,
  stroke: string,
): string =>
  `:root{${Object.entries(stacks)
    .map(
      ([name, stack]) =>
        `${fontStackProperty(name as keyof typeof fontStacks)}:${stack}`,
    )
    .join(";")};${DISPLAY_STROKE_PROPERTY}:${stroke}}`

/** For a static style hydration never touches: a re-inserted rule makes a new face, text flashes. */
export const fallbackFaceCss = (): string =>
  fallbackFaces.map(fallbackRule).join("") +
  fontTokensCss(firstVisitFontStacks, displayStroke.firstVisit)

// Shipped off, so no first paint waits for a font; `optional`, as a late swap would move the text.
export const webFontFaceCss = (): string =>
  fontFiles.map(webFontRule).join("") +
  fontTokensCss(fontStacks, displayStroke.webFonts)

// On before the first paint when the referrer is one of the site's pages: nothing is stored.
export const webFontsSwitchScript = (): string =>
  `try{var r=document.referrer;if(r&&new URL(r).origin===location.origin){document.getElementById("${WEB_FONTS_STYLE_ID}").removeAttribute("media");document.documentElement.setAttribute("data-web-fonts","on")}}catch(e){}`

export const fontFaceCss = (): string => fallbackFaceCss() + webFontFaceCss()
