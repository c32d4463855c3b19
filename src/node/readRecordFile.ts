import { readFileSync } from "node:fs"

import { isRecord } from "../lib/data/isRecord"
import { parseDataFile } from "../lib/data/parseDataFile"
import { tryOr } from "../lib/tryOr"

/** A data file's fields, or null when it is missing or broken: the data check reports those. */
export const readRecordFile = (
  file: string,
  name = file,
): Record<string, unknown> | null => {
  const text = tryOr(() => readFileSync(file, "utf8"), undefined)
  if (text === undefined) return null
  const parsed = parseDataFile(name, text)
  return parsed.ok && isRecord(parsed.value) ? parsed.value : null
}
