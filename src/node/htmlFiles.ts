import { readdirSync } from "node:fs"
import path from "node:path"

// Synchronous: awaited, each of a catalogue's thousands of folders costs a thread-pool round trip.
export const htmlFilesIn = (folder: string): string[] => {
  const found: string[] = []
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) {
        // Slices are fragments stitched into pages; page-data holds no pages.
        if (entry.name !== "_gatsby" && entry.name !== "page-data") walk(full)
      } else if (entry.name.endsWith(".html")) found.push(full)
    }
  }
  walk(folder)
  return found
}
