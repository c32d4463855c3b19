import antonUrl from "../fonts/anton-subset.woff2"
import interUrl from "../fonts/inter-variable-subset.woff2"
import fontSubset from "./fontSubset.json"

const { min, max } = fontSubset.bodyWeights
const BODY_WEIGHTS = `${min} ${max}`

/** Shipped switched off (src/webFonts.ts); apart from fonts.ts, which only the server needs. */
export const fontFiles = [
  { family: "Anton", url: antonUrl, weight: "400" },
  { family: "Inter Variable", url: interUrl, weight: BODY_WEIGHTS },
] as const

export const WEB_FONTS_STYLE_ID = "web-fonts"
