import { readdir, rm } from "node:fs/promises"
import path from "node:path"

/**
 * Removes every entry of `folder` but the files named in `kept` (paths inside it: a
 * nested one keeps its top folder) and their compressed copies (name.br, name.gz:
 * scripts/precompress.mjs writes them beside each file). A step that rewrites a folder
 * in place, leaving its unchanged files as they were, drops what an earlier build wrote
 * there and this one did not.
 */
export const removeAllBut = async (folder: string, kept: Iterable<string>) => {
  const names = new Set([...kept].map(name => name.split(/[\\/]/)[0] ?? name))
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!names.has(entry.name.replace(/\.(?:br|gz)$/, ""))) {
      await rm(path.join(folder, entry.name), { recursive: true, force: true })
    }
  }
}
