import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"

import { publicFolder, siteFolder } from "../../src/node/siteFolders"
import { toolCacheFolder } from "../../src/node/toolCache"

export const runPrecompress = async (flags: readonly string[]) => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    path.join(siteFolder(), "scripts/precompress.mjs"),
    publicFolder(),
    "--keep-in",
    toolCacheFolder("precompressed"),
    ...flags,
  ])
  return stdout.trim()
}

export type EarlyPass = { startedAt: number; summary: string }

export const EARLY_PASS = "precompress: every file but the pages"
