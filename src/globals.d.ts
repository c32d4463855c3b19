import type { Counter } from "./lib/analytics/analyticsServices"

declare global {
  /** Set by the build from data/site.json › analytics (src/gatsbyNode/analytics.ts): null counts nothing. */
  const __COUNTER__: Counter | null
}
