import { typeNameOf } from "../../lib/data/dataSchema"
import { showDayOf } from "../../lib/showSchedule"
import { BUILD_CLOCK_TYPE } from "./buildClock"
import type { NodeModel } from "./siteLocale"

type Show = Parameters<typeof showDayOf>[0]

/** The shows of the build's year, by the day they happen: the press page counts them. */
export const showsInBuildYear = async (nodeModel: NodeModel) => {
  const clock = await nodeModel.findOne({ type: BUILD_CLOCK_TYPE })
  const year = String(clock?.builtAt).slice(0, 4)
  const { entries } = await nodeModel.findAll({ type: typeNameOf("shows") })
  return [...entries].filter(show =>
    showDayOf(show as Show).startsWith(`${year}-`),
  )
}

export const showsInBuildYearResolvers = {
  Query: {
    showsInBuildYear: {
      type: `[${typeNameOf("shows")}!]!`,
      resolve: (
        _: unknown,
        __: unknown,
        { nodeModel }: { nodeModel: NodeModel },
      ) => showsInBuildYear(nodeModel),
    },
  },
}
