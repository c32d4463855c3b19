// What both benchmarks (run.mjs, scale.mjs) do around the commands they time.
import { spawn } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"

export const ROOT = path.resolve(import.meta.dirname, "..")

/** The value after a command-line flag, as `--runs 5`. */
export const argument = name => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

export const log = message => process.stdout.write(`${message}\n`)

export const run = (
  command,
  args,
  { cwd = ROOT, env = {}, onStart = () => {} } = {},
) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    onStart(child)
    let output = ""
    child.stdout.on("data", chunk => (output += chunk))
    child.stderr.on("data", chunk => (output += chunk))
    child.on("exit", code =>
      code === 0
        ? resolve(output)
        : reject(
            Object.assign(
              new Error(`${command} ${args.join(" ")} exited ${code}`),
              { output },
            ),
          ),
    )
  })

export const timed = async (
  label,
  command,
  args,
  { logTo, ...options } = {},
) => {
  log(`• ${label}…`)
  const started = performance.now()
  const output = await run(command, args, options)
  if (logTo) {
    mkdirSync(path.dirname(logTo), { recursive: true })
    writeFileSync(logTo, output)
  }
  const seconds = (performance.now() - started) / 1000
  log(`  ${label}: ${seconds.toFixed(1)} s`)
  return seconds
}
