// The data layer every page reads: GraphQL types from the one data schema, the build's
// clock, the store's order in each language, and the text Intl writes (the root
// gatsby-node.ts calls these from its sourceNodes, createSchemaCustomization and
// createResolvers).
import type {
  CreateResolversArgs,
  CreateSchemaCustomizationArgs,
  SourceNodesArgs,
} from "gatsby"

import {
  BUILD_CLOCK_TYPE,
  buildClockTypeDefs,
  buildTimeNow,
} from "./buildClock"
import { builtTextResolvers, builtTextTypeDefs } from "./builtText"
import { graphqlTypeDefs } from "./graphqlTypes"
import { localizedExtension } from "./localized"
import { storeResolvers } from "./storeOrder"

/**
 * The build's "now", one node read by every page and build step that depends on the date
 * (which shows are upcoming, whether tickets are on sale, the press kit's file dates).
 */
export const sourceBuildClock = ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}: SourceNodesArgs) => {
  let builtAt: string
  try {
    builtAt = buildTimeNow()
  } catch (error) {
    reporter.panic((error as Error).message)
    return
  }
  reporter.info(`Building as of ${builtAt}`)
  actions.createNode({
    id: createNodeId(BUILD_CLOCK_TYPE),
    builtAt,
    internal: {
      type: BUILD_CLOCK_TYPE,
      contentDigest: createContentDigest(builtAt),
    },
  })
}

/** Every data file's type comes from the one data schema (src/lib/data/dataSchema.ts). */
export const createDataTypes = ({ actions }: CreateSchemaCustomizationArgs) => {
  actions.createFieldExtension(localizedExtension)
  actions.createTypes(graphqlTypeDefs())
  actions.createTypes(buildClockTypeDefs)
  actions.createTypes(builtTextTypeDefs)
}

/**
 * Fields computed at build time: the store's order in each language (`storeOrder.ts`), and
 * every date, time, price and list as the site's locale writes it (`builtText.ts`).
 */
export const addBuiltResolvers = ({
  createResolvers: addResolvers,
}: CreateResolversArgs) => {
  addResolvers(storeResolvers)
  addResolvers(builtTextResolvers)
}
