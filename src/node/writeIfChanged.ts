import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"

// Resolves true if it wrote. An unchanged file keeps its modification time, so the precompression
// step does not compress it again.
export const writeIfChanged = async (
  file: string,
  content: string | Uint8Array,
  same: (current: Buffer, next: Buffer) => boolean = (current, next) =>
    current.equals(next),
) => {
  const bytes =
    typeof content === "string"
      ? Buffer.from(content, "utf8")
      : Buffer.from(content.buffer, content.byteOffset, content.byteLength)
  const current = await readFile(file).catch(() => undefined)
  if (current && same(current, bytes)) return false
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, bytes)
  return true
}
