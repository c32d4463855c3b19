import type { DataFile } from "../lib/dataRules"
import { isRecord } from "../lib/isRecord"

type DataRecord = Record<string, unknown>

/**
 * The records a data file holds: the file itself for an object file, each entry for a
 * collection. "$schema" is the editor's, not content, and is left out.
 */
export const toDataRecords = (
  spec: DataFile,
  content: unknown,
): DataRecord[] => {
  if (!isRecord(content)) return []
  const records = spec.collection ? content[spec.collection] : [content]
  if (!Array.isArray(records)) return []
  return records
    .filter(isRecord)
    .map(record =>
      Object.fromEntries(
        Object.entries(record).filter(([name]) => name !== "$schema"),
      ),
    )
}
