import { createHash } from "node:crypto"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"

const MEMO_FILE = "pages.json"

const digestOf = (html: string) =>
  createHash("sha256").update(html).digest("base64url")

/**
 * What a build step that reads every page remembers of them between builds, in Gatsby's
 * cache for its plugin: for each page as the step left it (by digest), what the step made
 * of it. A warm build renders again only the pages whose data changed, so the step parses
 * those and takes the rest from the memo. `version` names everything else the step's
 * answer depends on (its own code, the build's chunks): a memo of another version is
 * dropped whole. Without a cache folder (tests, a one-off run) nothing is remembered.
 */
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
    /**
     * What the step made of a page last time, if it is as the step left it; else
     * `work`'s answer, remembered for the page `work` leaves (`after`, when it rewrites
     * the page; else the page as read).
     */
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
    /** Writes what this build's pages were left as; the memo holds nothing else. */
    async save() {
      if (!cacheDir || !file) return
      await mkdir(cacheDir, { recursive: true })
      await writeFile(file, JSON.stringify({ version, pages: kept }))
    },
  }
}

/**
 * A memo's version from the code its step runs (pluginCodeVersion.ts) and anything else
 * it reads.
 */
export const memoVersion = (...parts: readonly unknown[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("base64url")
