import type {
  AnalyticsService,
  Counter,
} from "./lib/analytics/analyticsServices"

declare global {
  /** Set by the build from data/site.json › analytics (src/gatsbyNode/analytics.ts): null counts nothing. */
  const __COUNTER__: Counter | null
  /** The same counter's service alone, a string the minifier compares: null with none. */
  const __COUNTER_SERVICE__: AnalyticsService | null
}
