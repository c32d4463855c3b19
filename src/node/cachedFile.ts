import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"

/** `name` is a digest of everything the bytes are made from; `made` says whether `make` ran. */
export const cachedFile = async (
  cacheDir: string | undefined,
  name: string,
  make: () => Promise<Uint8Array>,
): Promise<{ bytes: Uint8Array; made: boolean }> => {
  const file = cacheDir ? path.join(cacheDir, name) : undefined
  const kept = file ? await readFile(file).catch(() => undefined) : undefined
  if (kept) return { bytes: kept, made: false }
  const bytes = await make()
  if (cacheDir && file) {
    await mkdir(cacheDir, { recursive: true })
    await writeFile(file, bytes)
  }
  return { bytes, made: true }
}
