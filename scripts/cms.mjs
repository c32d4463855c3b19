// `npm run cms`: the visual editor on this machine, with no account. It starts Decap's
// local backend (decap-server, which reads and writes the files of this working copy)
// beside `gatsby develop`, whose /admin/ finds it: edit at http://localhost:8000/admin/,
// see the site at http://localhost:8000/. Ctrl+C stops both.
import { spawn } from "node:child_process"
import path from "node:path"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
/** Where Decap looks for its local backend (`local_backend: true`). */
const BACKEND_PORT = process.env.CMS_BACKEND_PORT ?? "8081"

const children = []
const stopAll = code => {
  for (const child of children) {
    if (child.exitCode !== null) continue
    try {
      // The whole group: npx starts gatsby, which starts workers of its own.
      process.kill(-child.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
  process.exitCode = code
}

const start = (name, command, args, env) => {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "inherit",
    detached: true,
  })
  child.on("exit", code => {
    if (code !== 0 && code !== null) {
      process.stderr.write(`${name} stopped (exit code ${code})\n`)
    }
    stopAll(code ?? 0)
  })
  children.push(child)
}

start(
  "The local backend (decap-server)",
  process.execPath,
  [path.join(ROOT, "node_modules/decap-server/dist/index.js")],
  {
    PORT: BACKEND_PORT,
    // The working copy's files, written as they are saved; Git sees them as changes.
    MODE: "fs",
    GIT_REPO_DIRECTORY: ROOT,
  },
)
start("gatsby develop", "npx", ["gatsby", "develop", ...process.argv.slice(2)])

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => stopAll(0))
}
