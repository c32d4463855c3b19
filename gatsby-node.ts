// Each hook delegates to its src/gatsbyNode/ module; what a later hook needs goes through the data layer.
import type { GatsbyNode } from "gatsby"

import {
  addBuiltResolvers,
  createDataTypes,
  sourceBuildClock,
} from "./src/gatsbyNode/dataLayer/dataLayer"
import { defineCounter } from "./src/gatsbyNode/analytics"
import { createLanguagePages } from "./src/gatsbyNode/languagePages"
import { createListPages } from "./src/gatsbyNode/listPages"
import { createNewsPages } from "./src/gatsbyNode/newsPages"
import {
  createPressKitType,
  sourcePressKits,
} from "./src/gatsbyNode/pressKit/pressKitNodes"
import { createReleasePages } from "./src/gatsbyNode/releasePages"
import { createShowPages } from "./src/gatsbyNode/showPages/showPages"
import {
  describeUprightImages,
  drawImagesUpright,
  makeImagesUpright,
  shouldMakeUpright,
} from "./src/gatsbyNode/uprightImages"

export const sourceNodes: GatsbyNode["sourceNodes"] = async args => {
  sourceBuildClock(args)
  await sourcePressKits(args)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] =
  args => {
    createDataTypes(args)
    createPressKitType(args)
    describeUprightImages(args)
  }

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = args =>
  shouldMakeUpright(args)

export const onCreateNode: GatsbyNode["onCreateNode"] = args =>
  makeImagesUpright(args)

export const createResolvers: GatsbyNode["createResolvers"] = args => {
  addBuiltResolvers(args)
  drawImagesUpright(args)
}

export const onCreatePage: GatsbyNode["onCreatePage"] = args => {
  createLanguagePages(args)
}

export const createPages: GatsbyNode["createPages"] = async args => {
  await createShowPages(args)
  await createReleasePages(args)
  await createNewsPages(args)
  await createListPages(args)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] =
  args => {
    defineCounter(args)
  }
