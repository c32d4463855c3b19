import { theme } from "./theme"

const { sm, md, lg } = theme.breakpoints

/** The only media queries styles may use (src/styles/styledCss.test.ts). */
export const media = {
  sm: `@media (min-width: ${sm}px)`,
  md: `@media (min-width: ${md}px)`,
  lg: `@media (min-width: ${lg}px)`,
  hover: "@media (hover: hover) and (pointer: fine)",
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const
