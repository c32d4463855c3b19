import { spawn, spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"

/** Where the content manager looks for Decap's local backend (its built-in default). */
export const LOCAL_BACKEND = "http://localhost:8081"

type LocalBackendOptions = {
  /** The data the repository starts with. */
  data?: string
  /** "git": a Git repository on `main`, whose drafts are branches, as the review mode needs. */
  mode?: "fs" | "git"
  port?: number
}

const git = (repository: string, ...args: string[]) => {
  const result = spawnSync("git", args, { cwd: repository, encoding: "utf8" })
  if (result.status !== 0)
    throw new Error(`git ${args.join(" ")}: ${result.stderr}`)
  return result.stdout
}

/** A file as a branch of the local backend's repository holds it. */
export const readOnBranch = (
  repository: string,
  branch: string,
  file: string,
) => git(repository, "show", `${branch}:${file}`)

/** The branches of the local backend's repository. */
export const branchesOf = (repository: string) =>
  git(repository, "branch", "--format=%(refname:short)")
    .split("\n")
    .filter(Boolean)

/**
 * Decap's local backend (decap-server, as `npm run cms` starts it) over a temporary copy
 * of the repository whose data/ is the tests' fixture data: what the editor saves lands
 * there, never in the working copy.
 */
export const startLocalBackend = async ({
  data = "tests/fixtures/data",
  mode = "fs",
  port = Number(new URL(LOCAL_BACKEND).port),
}: LocalBackendOptions = {}) => {
  const repository = mkdtempSync(path.join(tmpdir(), "cms-repository-"))
  cpSync(data, path.join(repository, "data"), {
    recursive: true,
  })
  if (mode === "git") {
    git(repository, "init", "--quiet", "--initial-branch=main")
    git(repository, "config", "user.name", "Editor")
    git(repository, "config", "user.email", "editor@novareyes.example")
    git(repository, "add", ".")
    git(repository, "commit", "--quiet", "--no-verify", "-m", "The site's data")
  }
  // One address family: Node's fetch and the browser's may each try another for "localhost".
  const backend = `http://127.0.0.1:${port}`
  let output = ""
  const server = spawn(
    process.execPath,
    [path.resolve("node_modules/decap-server/dist/index.js")],
    {
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        MODE: mode,
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
      const response = await fetch(`${backend}/api/v1`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      })
      if (response.ok) return { repository, url: backend, stop }
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
