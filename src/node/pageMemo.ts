import { createHash } from "node:crypto"
import { statSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"

import { tryOr } from "../lib/tryOr"
import { pluginCodeVersion } from "./pluginCodeVersion"
import { siteFolder } from "./siteFolders"

const PAGE_STEPS = ["strip-nul-bytes", "defer-hydration", "hosting"]

// Synchronous: awaited, each of thousands of stats costs a round trip to libuv's thread pool.
const stampOf = (file: string) => {
  const { size, mtimeMs } = statSync(file)
  return `${size} ${mtimeMs}`
}

export type PageMemo<Value> = Awaited<ReturnType<typeof pageMemo<Value>>>

// Each page's size and modified time as the last page step left it, with what that step made of it:
// a warm build rewrites only the pages whose data changed, so the steps pass over the rest unread.
// A memo of another `version` (the steps' code, the site's scripts) is dropped whole.
export const pageMemo = async <Value>(
  file: string | undefined,
  version: string,
) => {
  let known: Record<string, [stamp: string, value: Value]> = {}
  if (file) {
    try {
      const saved = JSON.parse(await readFile(file, "utf8")) as {
        version?: string
        pages?: typeof known
      }
      if (saved.version === version && saved.pages) known = saved.pages
    } catch {
      // No memo yet, or an unreadable one: every page is read again.
    }
  }
  return {
    /** What the memo holds for a page not rewritten since; undefined for any other. */
    async of(page: string): Promise<{ value: Value } | undefined> {
      const entry = known[page]
      if (!entry) return undefined
      const stamp = tryOr(() => stampOf(page), undefined)
      return entry[0] === stamp ? { value: entry[1] } : undefined
    },
    /** Stamps every page as it is now: the last step saves, once the pages are final. */
    async save(values: ReadonlyMap<string, Value>) {
      if (!file) return
      const pages: typeof known = {}
      for (const [page, value] of values) pages[page] = [stampOf(page), value]
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, JSON.stringify({ version, pages }))
    },
  }
}

const digestOf = (bytes: string | Buffer) =>
  createHash("sha256").update(bytes).digest("base64url")

/** The memo the page steps share in a build, kept in Gatsby's cache (a clean build drops it). */
export const pageStepsMemo = async <Value>(publicDir: string) => {
  const stats = await readFile(path.join(publicDir, "webpack.stats.json"))
  return pageMemo<Value>(
    path.join(siteFolder(), ".cache", "page-steps.json"),
    digestOf(
      JSON.stringify([
        PAGE_STEPS.map(plugin => pluginCodeVersion(plugin)),
        digestOf(stats),
      ]),
    ),
  )
}
