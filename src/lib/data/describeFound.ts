import { isRecord } from "./isRecord"

/** What a data file holds where a rule expected something else, in an editor's words. */
export const describeFound = (value: unknown): string => {
  if (value === undefined || value === null) return "nothing"
  if (Array.isArray(value)) {
    if (value.length === 0) return "an empty list"
    return value.length === 1
      ? "a list of 1 entry"
      : `a list of ${value.length} entries`
  }
  if (isRecord(value)) return "a group of fields"
  const shown = JSON.stringify(value)
  return shown.length > 60 ? `${shown.slice(0, 57)}…"` : shown
}
