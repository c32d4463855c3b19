import { spawn, spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"

/** Where the content manager looks for Decap's local backend (its built-in default). */
export const LOCAL_BACKEND = "http://localhost:8081"

/**
 * Decap's local backend (decap-server, as `npm run cms` starts it) over a temporary copy
 * of the repository whose data/ is the tests' fixture data: what the editor saves lands
 * there, never in the working copy.
 */
export const startLocalBackend = async () => {
  const repository = mkdtempSync(path.join(tmpdir(), "cms-repository-"))
  cpSync("tests/fixtures/data", path.join(repository, "data"), {
    recursive: true,
  })
  let output = ""
  const server = spawn(
    process.execPath,
    [path.resolve("node_modules/decap-server/dist/index.js")],
    {
      env: {
        ...process.env,
        PORT: new URL(LOCAL_BACKEND).port,
        MODE: "fs",
        GIT_REPO_DIRECTORY: repository,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  server.stdout.on("data", chunk => (output += chunk))
  server.stderr.on("data", chunk => (output += chunk))
  const stop = () => {
    server.kill()
    rmSync(repository, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      const response = await fetch(`${LOCAL_BACKEND}/api/v1`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      })
      if (response.ok) return { repository, stop }
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) break
    await sleep(250)
  }
  stop()
  throw new Error(`decap-server did not start: ${output}`)
}

/** `npm run check:data` on a data folder: its exit code and what it printed. */
export const checkData = (dataFolder: string) => {
  const result = spawnSync("npm", ["run", "--silent", "check:data"], {
    env: { ...process.env, DATA_DIR: dataFolder },
    encoding: "utf8",
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}
