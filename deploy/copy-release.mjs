// `node deploy/copy-release.mjs <build> <release> [<previous release>]`: copies a build into a new
// release folder as `cp -a` would, but a file the previous release holds with the same bytes becomes
// a hard link to that copy. A release is never written after it is made, so sharing its files is
// safe, and a warm build changes a few files of thousands: creating each anew is most of a copy.
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
  let before
  try {
    before = lstatSync(previous, { bigint: true })
  } catch {
    return false
  }
  const now = lstatSync(file, { bigint: true })
  if (!before.isFile() || before.size !== now.size) return false
  // Untouched since it was copied (the copy keeps its time, to a fraction of a microsecond), or
  // rewritten with the same bytes.
  const apart = before.mtimeNs - now.mtimeNs
  return (
    (apart < 0n ? -apart : apart) < 1000n ||
    readFileSync(file).equals(readFileSync(previous))
  )
}

/** In seconds as a number: a Date would keep only milliseconds. */
const secondsOf = nanoseconds => Number(nanoseconds) / 1e9

export const copyRelease = (build, release, previous) => {
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

if (import.meta.url === `file://${process.argv[1]}`) {
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
}
