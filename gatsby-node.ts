// Each hook delegates to its src/build/ module; what a later hook needs goes through the data layer.
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

export const sourceNodes: GatsbyNode["sourceNodes"] = async args => {
  sourceBuildClock(args)
  await sourcePressKits(args)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] =
  args => {
    createDataTypes(args)
    createPressKitType(args)
  }

export const createResolvers: GatsbyNode["createResolvers"] = args => {
  addBuiltResolvers(args)
}

export const onCreatePage: GatsbyNode["onCreatePage"] = args => {
  createLanguagePages(args)
}

export const createPages: GatsbyNode["createPages"] = async args => {
  await createShowPages(args)
  await createReleasePages(args)
  await createNewsPages(args)
}
