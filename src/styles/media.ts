import { theme } from "./theme"

const { sm, md, lg } = theme.breakpoints

/**
 * The site's media queries, from the theme's breakpoints, for styled components:
 * `${media.md} { … }`. The only ones styles may ask (src/styles/styledCss.test.ts).
 */
export const media = {
  sm: `@media (min-width: ${sm}px)`,
  md: `@media (min-width: ${md}px)`,
  lg: `@media (min-width: ${lg}px)`,
  /** A mouse or trackpad that hovers: the pointer reveals what a touch cannot. */
  hover: "@media (hover: hover) and (pointer: fine)",
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const
