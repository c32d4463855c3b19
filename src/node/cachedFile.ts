import {
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises"
import path from "node:path"

/** `name` is a digest of everything the bytes are made from; `made` says whether `make` ran. */
export const cachedFile = async (
  cacheDir: string | undefined,
  name: string,
  make: () => Promise<Uint8Array>,
): Promise<{ bytes: Uint8Array; made: boolean }> => {
  const file = cacheDir ? path.join(cacheDir, name) : undefined
  const kept = file ? await readFile(file).catch(() => undefined) : undefined
  if (file && kept) {
    // Its time says when a build last used it, for pruneCachedFiles.
    const now = new Date()
    await utimes(file, now, now).catch(() => undefined)
    return { bytes: kept, made: false }
  }
  const bytes = await make()
  if (cacheDir && file) {
    // Renamed into place: a build stopped mid-write never leaves a short file under a good name.
    const partial = `${file}.${process.pid}.partial`
    await mkdir(cacheDir, { recursive: true })
    await writeFile(partial, bytes)
    await rename(partial, file)
  }
  return { bytes, made: true }
}

/** Removes what this build did not use (`used`, by name) and no build has used for `unusedFor` ms. */
export const pruneCachedFiles = async (
  cacheDir: string,
  used: ReadonlySet<string>,
  unusedFor: number,
) => {
  const names = await readdir(cacheDir).catch(() => [])
  const before = Date.now() - unusedFor
  let removed = 0
  for (const name of names) {
    if (used.has(name)) continue
    const file = path.join(cacheDir, name)
    const facts = await stat(file).catch(() => undefined)
    if (!facts || facts.mtimeMs >= before) continue
    await rm(file, { force: true })
    removed += 1
  }
  return removed
}
