// `node deploy/copy-release.mjs <build> <release> [<previous release>]`: `cp -a`, but a file the
// previous release holds with the same bytes is hard-linked to it (releases are never written).
import {
  copyFileSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  utimesSync,
} from "node:fs"
import path from "node:path"

const sameFile = (file, previous) => {
  const before = lstatSync(previous, { bigint: true, throwIfNoEntry: false })
  const now = lstatSync(file, { bigint: true })
  if (!before?.isFile() || before.size !== now.size) return false
  // Untouched since copied (its time kept to under a microsecond), or rewritten with the same bytes.
  const apart = before.mtimeNs - now.mtimeNs
  return (
    (apart < 0n ? -apart : apart) < 1000n ||
    readFileSync(file).equals(readFileSync(previous))
  )
}

const secondsOf = nanoseconds => Number(nanoseconds) / 1e9

const copyRelease = (build, release, previous) => {
  let linked = 0
  let copied = 0
  const copyFolder = relative => {
    const from = path.join(build, relative)
    mkdirSync(path.join(release, relative), {
      mode: lstatSync(from).mode & 0o7777,
    })
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const name = path.join(relative, entry.name)
      const source = path.join(build, name)
      const target = path.join(release, name)
      if (entry.isDirectory()) copyFolder(name)
      else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target)
      else if (previous && sameFile(source, path.join(previous, name))) {
        linkSync(path.join(previous, name), target)
        linked += 1
      } else {
        copyFileSync(source, target)
        const { atimeNs, mtimeNs } = lstatSync(source, { bigint: true })
        utimesSync(target, secondsOf(atimeNs), secondsOf(mtimeNs))
        copied += 1
      }
    }
  }
  copyFolder("")
  return { linked, copied }
}

const [build, release, previous] = process.argv.slice(2)
if (!build || !release) {
  console.error(
    "usage: node deploy/copy-release.mjs <build> <release> [<previous release>]",
  )
  process.exit(2)
}
const { linked, copied } = copyRelease(build, release, previous || undefined)
console.log(
  `${copied} files copied, ${linked} unchanged shared with the previous release`,
)
