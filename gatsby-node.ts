// Gatsby Node APIs: sourceNodes, createSchemaCustomization, createResolvers, onCreatePage,
// createPages. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
//
// The entry of the site's data and pages: each hook hands its work to the feature module
// under src/build/ that owns it, with its query beside it, and nothing is kept between
// hooks (what a later step needs goes through the data layer). Gatsby runs these hooks
// after every plugin's; the steps that work on the built files in a set order (the data
// check first, precompression last) are local plugins, listed in gatsby-config.ts
// (docs/architecture.md).
import type { GatsbyNode } from "gatsby"

import {
  addBuiltResolvers,
  createDataTypes,
  sourceBuildClock,
} from "./src/build/dataLayer/dataLayer"
import { createLanguagePages } from "./src/build/languagePages"
import { createNewsPages } from "./src/build/newsPages"
import {
  createPressKitType,
  sourcePressKits,
} from "./src/build/pressKit/pressKitNodes"
import { createReleasePages } from "./src/build/releasePages"
import { createShowPages } from "./src/build/showPages/showPages"

/** The build's clock, then the press kit in each language (its file and its node). */
export const sourceNodes: GatsbyNode["sourceNodes"] = async args => {
  sourceBuildClock(args)
  await sourcePressKits(args)
}

/** Every data file's GraphQL type, from the one data schema, and the press kit's. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] =
  args => {
    createDataTypes(args)
    createPressKitType(args)
  }

/** Fields the build computes: the store's order, dates, prices and lists as written. */
export const createResolvers: GatsbyNode["createResolvers"] = args => {
  addBuiltResolvers(args)
}

/** Every page of src/pages once per language. */
export const onCreatePage: GatsbyNode["onCreatePage"] = args => {
  createLanguagePages(args)
}

/**
 * A page per show (and the calendar files), a page per release, and the news list and a
 * page per post, in each language.
 */
export const createPages: GatsbyNode["createPages"] = async args => {
  await createShowPages(args)
  await createReleasePages(args)
  await createNewsPages(args)
}
