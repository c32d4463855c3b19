import { access, readdir, readFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

import { dataFiles } from "../lib/dataRules"
import { parseDataFile } from "../lib/parseDataFile"
import {
  validateData,
  type DataContents,
  type ImageInspector,
} from "../lib/validateData"

/** Reads an image under the data folder with sharp, as the build will. */
const sharpInspector =
  (dataDir: string): ImageInspector =>
  async pathInData => {
    const file = path.join(dataDir, pathInData)
    try {
      await access(file)
    } catch {
      return { ok: false, reason: "missing" }
    }
    try {
      const { width, height } = await sharp(file).metadata()
      if (!width || !height) return { ok: false, reason: "unreadable" }
      return { ok: true, width, height }
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      return { ok: false, reason: "unreadable", detail }
    }
  }

export type DataCheck = { problems: string[]; files: number; images: number }

/**
 * Reads and checks every file of a data folder: the same check `npm run check:data` and
 * the build run. Returns all problems at once: syntax errors, missing and unknown files,
 * and every field that breaks a rule.
 */
export const checkDataFolder = async (dataDir: string): Promise<DataCheck> => {
  const problems: string[] = []
  const contents: DataContents = {}
  const known = dataFiles.map(spec => spec.file)

  const present = (await readdir(dataDir)).filter(name =>
    name.endsWith(".json"),
  )
  for (const name of present.filter(name => !known.includes(name))) {
    problems.push(
      `data/${name}: expected one of the data files (${known.join(", ")}), found a file the site does not use`,
    )
  }

  for (const spec of dataFiles) {
    let text: string
    try {
      text = await readFile(path.join(dataDir, spec.file), "utf8")
    } catch {
      problems.push(`data/${spec.file}: expected this file, found no such file`)
      continue
    }
    const parsed = parseDataFile(`data/${spec.file}`, text)
    if (parsed.ok) contents[spec.file] = parsed.value
    else problems.push(parsed.problem)
  }

  let images = 0
  const inspect = sharpInspector(dataDir)
  const counting: ImageInspector = pathInData => {
    images += 1
    return inspect(pathInData)
  }
  problems.push(...(await validateData(contents, counting)))
  // Stable sort: problems grouped by file, in the order files are documented.
  const order = (problem: string) => {
    const index = known.findIndex(file => problem.startsWith(`data/${file}`))
    return index === -1 ? known.length : index
  }
  problems.sort((a, b) => order(a) - order(b))
  return { problems, files: Object.keys(contents).length, images }
}

/** The problems as one message for the terminal. */
export const formatProblems = (problems: string[]) =>
  [
    `${problems.length} problem${problems.length === 1 ? "" : "s"} in data/ — fix ${problems.length === 1 ? "it" : "them"} and run again (see docs/editing.md):`,
    ...problems.map(problem => `  • ${problem}`),
  ].join("\n")
