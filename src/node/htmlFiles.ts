import { readdirSync } from "node:fs"
import path from "node:path"

// Synchronous: a catalogue's pages are thousands of folders, and awaiting each listing costs a
// round trip to libuv's thread pool, several times what the listing itself takes.
export const htmlFilesIn = async (folder: string): Promise<string[]> => {
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
