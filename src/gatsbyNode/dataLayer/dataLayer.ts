// The root gatsby-node.ts calls these from sourceNodes, createSchemaCustomization and createResolvers.
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
import { showsInBuildYearResolvers } from "./showsInBuildYear"
import { storeResolvers } from "./storeOrder"

/** One node, so every page and build step agrees on the build's "now". */
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

export const createDataTypes = ({ actions }: CreateSchemaCustomizationArgs) => {
  actions.createFieldExtension(localizedExtension)
  actions.createTypes(graphqlTypeDefs())
  actions.createTypes(buildClockTypeDefs)
  actions.createTypes(builtTextTypeDefs)
}

export const addBuiltResolvers = ({
  createResolvers: addResolvers,
}: CreateResolversArgs) => {
  addResolvers(storeResolvers)
  addResolvers(builtTextResolvers)
  addResolvers(showsInBuildYearResolvers)
}
