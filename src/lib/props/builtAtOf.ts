import { requireData } from "./requireData"

/**
 * The build's "now" in milliseconds, from the query's `buildClock { builtAt }` (one node,
 * the same for every page): which shows are upcoming and whose tickets are on sale.
 */
export const builtAtOf = (clock: { builtAt: string } | null) =>
  Date.parse(requireData(clock, "the build's clock (buildClock)").builtAt)
