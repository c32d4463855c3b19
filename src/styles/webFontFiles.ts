import antonUrl from "../fonts/anton-subset.woff2"
import interUrl from "../fonts/inter-variable-subset.woff2"
import { bodyWeights } from "./fontSubset.json"

// Apart from src/styles/fonts.ts, whose fallbacks and style builders only the server needs.

/** Shipped switched off: a first page is drawn in their fallbacks (src/webFonts.ts). */
export const fontFiles = [
  { family: "Anton", url: antonUrl, weight: "400" },
  {
    family: "Inter Variable",
    url: interUrl,
    weight: `${bodyWeights.min} ${bodyWeights.max}`,
  },
] as const

export const WEB_FONTS_STYLE_ID = "web-fonts"
