import path from "node:path"

import { siteFolder } from "./siteFolders"

/** Where a step keeps what outlives a clean build, which empties Gatsby's `.cache/`: beside the
 * caches webpack's loaders and other tools keep, by their common convention. */
export const toolCacheFolder = (name: string) =>
  path.join(siteFolder(), "node_modules", ".cache", name)
