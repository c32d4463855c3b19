import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * Reads a data folder as the tests see it: one file, or every entry of a collection. The
 * build that served the site checked the files, so the data schema's types hold.
 */
export const dataFolder = (folder: string) => {
  const readJson = <Shape>(file: string): Shape =>
    JSON.parse(readFileSync(path.join(folder, file), "utf8"))
  const entries = <Entry>(collection: string): Entry[] => {
    let names: string[]
    try {
      names = readdirSync(path.join(folder, collection))
    } catch {
      return []
    }
    return names
      .filter(name => name.endsWith(".json"))
      .map(name => readJson<Entry>(path.join(collection, name)))
  }
  return { readJson, entries }
}

/** The tests' own data (tests/fixtures/data), which npm test builds the site from. */
export const fixtureData = dataFolder(path.resolve("tests/fixtures/data"))
