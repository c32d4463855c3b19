import type { CreateWebpackConfigArgs } from "gatsby"

import {
  counterOf,
  type AnalyticsConfig,
} from "../lib/analytics/analyticsServices"
import { typeNameOf } from "../lib/data/dataSchema"

type SiteNode = { siteUrl?: string; analytics?: AnalyticsConfig | null }

/** The counter as a constant of every bundle, the server's too: with none, its code is left out. */
export const defineCounter = ({
  actions,
  plugins,
  getNodesByType,
}: CreateWebpackConfigArgs) => {
  const [site] = getNodesByType(typeNameOf("site")) as SiteNode[]
  const counter = site?.siteUrl ? counterOf(site.analytics, site.siteUrl) : null
  actions.setWebpackConfig({
    // Code, not a value: in parentheses, an object literal is never read as a block.
    plugins: [
      plugins.define({
        __COUNTER__: `(${JSON.stringify(counter)})`,
        __COUNTER_SERVICE__: JSON.stringify(counter?.service ?? null),
      }),
    ],
  })
}
