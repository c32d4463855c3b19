import path from "node:path"

// Gatsby and every npm script run from the root. `__dirname` cannot say: Gatsby bundles each
// local plugin's gatsby-node.ts into .cache/compiled/, away from its modules' folders.
export const siteFolder = () => process.cwd()

export const publicFolder = () => path.join(siteFolder(), "public")

/** DATA_DIR lets the browser tests build from their own fixture data. */
export const dataFolder = () =>
  path.resolve(process.env.DATA_DIR ?? path.join(siteFolder(), "data"))
