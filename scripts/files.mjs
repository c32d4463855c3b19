// Folder and JSON helpers shared by the scripts and the benchmarks.
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

/** An empty folder, whatever was there before. */
export const freshFolder = folder => {
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
}

/** A copy of a folder, in place of whatever was there before. */
export const freshCopy = (from, to) => {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
}

/** As the data files are kept: two-space indents and a final newline. */
export const writeJson = (file, value) => {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}
