import { formatList } from "../../src/lib/format/formatList"
import {
  showLabelsOf,
  type LabelledShow,
} from "../../src/lib/format/showLabels"
import { showMomentsOf, type ShowTimes } from "../../src/lib/showMoments"

/**
 * A show as a query returns it: its file's fields with what the build adds (its moments,
 * and its dates, times, price and support acts written in `locale`), worked out by the
 * same functions the GraphQL resolvers call (src/gatsbyNode/dataLayer/builtText.ts).
 */
export const builtShow = <
  Show extends ShowTimes &
    LabelledShow & { supportActs?: readonly string[] | null },
>(
  show: Show,
  locale = "en-US",
) => ({
  ...show,
  moments: showMomentsOf(show),
  labels: showLabelsOf(show, locale),
  supportActsText: formatList(show.supportActs, locale),
})
