import { readdir } from "node:fs/promises"
import path from "node:path"

export const htmlFilesIn = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map(entry => {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory())
        // Slices are fragments stitched into pages; page-data holds no pages.
        return entry.name === "_gatsby" || entry.name === "page-data"
          ? []
          : htmlFilesIn(full)
      return entry.name.endsWith(".html") ? [full] : []
    }),
  )
  return nested.flat()
}
