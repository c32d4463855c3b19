import antonUrl from "../fonts/anton-subset.woff2"
import interUrl from "../fonts/inter-variable-subset.woff2"

/**
 * The two self-hosted faces, cut to fontCharacters.json by `npm run fonts`. gatsby-ssr.tsx
 * preloads them; GlobalStyle declares them with font-display: swap.
 */
export const fontFiles = [
  { family: "Anton", url: antonUrl, weight: "400" },
  { family: "Inter Variable", url: interUrl, weight: "100 900" },
] as const
