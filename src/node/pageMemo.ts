import { createHash } from "node:crypto"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"

const MEMO_FILE = "pages.json"

const digestOf = (html: string) =>
  createHash("sha256").update(html).digest("base64url")

// What a step that reads every page made of each, by the page's digest, kept in Gatsby's cache:
// a warm build renders again only the pages whose data changed. A memo of another `version`
// (the step's code, the build's chunks) is dropped whole.
export const pageMemo = async <Value>(
  cacheDir: string | undefined,
  version: string,
) => {
  const file = cacheDir && path.join(cacheDir, MEMO_FILE)
  let known: Record<string, Value> = {}
  if (file) {
    try {
      const saved = JSON.parse(await readFile(file, "utf8")) as {
        version?: string
        pages?: Record<string, Value>
      }
      if (saved.version === version && saved.pages) known = saved.pages
    } catch {
      // No memo yet, or an unreadable one: every page is worked out again.
    }
  }
  const kept: Record<string, Value> = {}
  return {
    /** Kept under the page `work` leaves (`after`, if it rewrites it): what the next build reads. */
    async of(
      html: string,
      work: () => Promise<{ value: Value; after?: string }>,
    ): Promise<{ value: Value; remembered: boolean }> {
      const digest = digestOf(html)
      if (Object.hasOwn(known, digest)) {
        const value = known[digest] as Value
        kept[digest] = value
        return { value, remembered: true }
      }
      const { value, after = html } = await work()
      kept[digestOf(after)] = value
      return { value, remembered: false }
    },
    async save() {
      if (!file) return
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, JSON.stringify({ version, pages: kept }))
    },
  }
}

export const memoVersion = (...parts: readonly unknown[]) =>
  digestOf(JSON.stringify(parts))
