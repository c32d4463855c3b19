import path from "node:path"

/**
 * The repository's root folder. Gatsby and every npm script run from it; `__dirname`
 * cannot say, because Gatsby's compiler bundles each local plugin's gatsby-node.ts into
 * .cache/compiled/ and does not keep its modules' folders.
 */
export const siteFolder = () => process.cwd()

/** The folder the build writes the site into, and hosts publish. */
export const publicFolder = () => path.join(siteFolder(), "public")

/**
 * The folder the site's content is read from: data/, or the folder named by DATA_DIR
 * (the browser tests build from their own fixture data this way).
 */
export const dataFolder = () =>
  path.resolve(process.env.DATA_DIR ?? path.join(siteFolder(), "data"))
