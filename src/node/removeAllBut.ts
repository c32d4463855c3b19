import { readdir, rm } from "node:fs/promises"
import path from "node:path"

// A nested path keeps its top folder; compressed copies (scripts/precompress.mjs) go with their file.
export const removeAllBut = async (folder: string, kept: Iterable<string>) => {
  const names = new Set([...kept].map(name => name.split(/[\\/]/)[0] ?? name))
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!names.has(entry.name.replace(/\.(?:br|gz)$/, ""))) {
      await rm(path.join(folder, entry.name), { recursive: true, force: true })
    }
  }
}
