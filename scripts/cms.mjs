// `npm run cms`: the visual editor with no account: Decap's local backend, which writes this working
// copy's files, beside `gatsby develop`. Edit at http://localhost:8000/admin/.
import { spawn } from "node:child_process"
import path from "node:path"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
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
    if (code !== 0 && code !== null)
      process.stderr.write(`${name} stopped (exit code ${code})\n`)
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
    MODE: "fs",
    GIT_REPO_DIRECTORY: ROOT,
  },
)
start("gatsby develop", "npx", ["gatsby", "develop", ...process.argv.slice(2)])

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0))
