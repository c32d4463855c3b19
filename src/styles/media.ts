import { theme } from "./theme"

/** Mobile-first media queries built from the theme's breakpoints. */
export const mq = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${theme.breakpoints.md - 0.02}px)`,
  hover: "@media (hover: hover) and (pointer: fine)",
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const
