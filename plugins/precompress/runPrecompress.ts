import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"

import { publicFolder, siteFolder } from "../../src/node/siteFolders"

// Where tools keep their caches: Gatsby empties its `.cache/` on a clean build.
const KEPT_COPIES = path.join("node_modules", ".cache", "precompressed")

export const runPrecompress = async (flags: readonly string[]) => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    path.join(siteFolder(), "scripts/precompress.mjs"),
    publicFolder(),
    "--keep-in",
    path.join(siteFolder(), KEPT_COPIES),
    ...flags,
  ])
  return stdout.trim()
}

export type EarlyPass = { startedAt: number; summary: string }

export const EARLY_PASS = "precompress: every file but the pages"
