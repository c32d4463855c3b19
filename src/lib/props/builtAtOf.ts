import { requireData } from "./requireData"

/** From the query's `buildClock { builtAt }`: one node, so every page of a build has the same "now". */
export const builtAtOf = (clock: { builtAt: string } | null) =>
  Date.parse(requireData(clock, "the build's clock (buildClock)").builtAt)
