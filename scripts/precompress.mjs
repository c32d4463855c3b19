// `node scripts/precompress.mjs <folder> [--except-pages] [--recheck-since <ms>] [--keep-in <folder>]`:
// Brotli and gzip copies for nginx's brotli_static and gzip_static (docs/architecture.md).
import { existsSync, readdirSync, statSync } from "node:fs"
import {
  mkdir,
  readFile,
  rename,
  rm,
  utimes,
  writeFile,
} from "node:fs/promises"
import { availableParallelism } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import zlib, { constants } from "node:zlib"

/** As the recipe's gzip_types and gzip_min_length (smaller files gain less than a header costs). */
const COMPRESSED = /^\.(?:html|js|css|json|xml|svg|txt|ics|webmanifest)$/
const MIN_BYTES = 1024

/** Past this, quality 9: only the visual editor's script is this large, and only editors load it. */
const LARGE_BYTES = 1024 * 1024

// Pages and page data, which a catalogue multiplies, at 5 (higher gains next to nothing); scripts at 11.
const PER_PAGE = new Set([".html", ".json"])

const brotliQuality = (file, size) =>
  PER_PAGE.has(path.extname(file)) ? 5 : size > LARGE_BYTES ? 9 : 11

const brotli = promisify(zlib.brotliCompress)
const unbrotli = promisify(zlib.brotliDecompress)
const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)

const encoders = [
  {
    suffix: ".br",
    encode: (bytes, file) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file, bytes.length),
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    decode: unbrotli,
  },
  { suffix: ".gz", encode: bytes => gzip(bytes, { level: 9 }), decode: gunzip },
]

/** Decoding is far cheaper than encoding, and a warm build rewrites most pages unchanged. */
const heldCopy = async (copy, decode, bytes) => {
  try {
    const held = await readFile(copy)
    return (await decode(held)).equals(bytes) ? held : undefined
  } catch {
    return undefined
  }
}

const compressible = name => COMPRESSED.test(path.extname(name))

const keepsCopies = file => !PER_PAGE.has(path.extname(file))

// Kept under the file's path for the next build, clean too; used only once it decodes to the file.
const keptCopies = (keptIn, folder) => {
  const keptFor = (file, suffix) =>
    keptIn && keepsCopies(file)
      ? path.join(keptIn, path.relative(folder, file) + suffix)
      : undefined
  let taken = 0
  return {
    async take(file, suffix, decode, bytes) {
      const kept = keptFor(file, suffix)
      const held = kept && (await heldCopy(kept, decode, bytes))
      if (held) taken += 1
      return held
    },
    async keep(file, suffix, encoded) {
      const kept = keptFor(file, suffix)
      if (!kept) return
      // Renamed into place; a failure (another build pruning beside) only costs the next build.
      const partial = `${kept}.${process.pid}.partial`
      try {
        await mkdir(path.dirname(kept), { recursive: true })
        await writeFile(partial, encoded)
        await rename(partial, kept)
      } catch {
        await rm(partial, { force: true })
      }
    },
    async prune(listed) {
      if (!keptIn || !existsSync(keptIn)) return
      const stale = [...filesIn(keptIn)].filter(kept => {
        const file = path.join(folder, path.relative(keptIn, kept))
        return !/\.(br|gz)$/.test(file) || !listed.has(file.slice(0, -3))
      })
      await Promise.all(stale.map(kept => rm(kept, { force: true })))
    },
    taken: () => taken,
  }
}

// Synchronous (this process has nothing else to do): fs/promises lists folders one at a time.
const filesIn = folder =>
  new Set(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter(entry => entry.isFile())
      .map(entry => path.join(entry.parentPath ?? entry.path, entry.name)),
  )

// A copy made while its file was rewritten can be newer and stale; the kernel's clock is coarse.
const CLOCK_SLACK_MS = 1000

const precompressFile = async (file, listed, recheckSince, kept) => {
  const facts = statSync(file)
  if (facts.size < MIN_BYTES) {
    // A file that shrank below the limit must not leave nginx an older, larger copy to send.
    await Promise.all(
      encoders
        .map(({ suffix }) => file + suffix)
        .filter(copy => listed.has(copy))
        .map(copy => rm(copy)),
    )
    return 0
  }
  let bytes
  let saved = 0
  for (const { suffix, encode, decode } of encoders) {
    const copy = file + suffix
    const copyTime = listed.has(copy) ? statSync(copy).mtimeMs : -1
    if (
      copyTime >= facts.mtimeMs &&
      facts.mtimeMs < recheckSince - CLOCK_SLACK_MS
    )
      continue
    bytes ??= await readFile(file)
    if (copyTime >= 0 && (await heldCopy(copy, decode, bytes))) {
      await utimes(copy, facts.atime, facts.mtime)
      continue
    }
    const taken = await kept.take(file, suffix, decode, bytes)
    const encoded = taken ?? (await encode(bytes, file))
    if (!taken) await kept.keep(file, suffix, encoded)
    if (encoded.length < bytes.length) {
      await writeFile(copy, encoded)
      if (suffix === ".br") saved = bytes.length - encoded.length
    } else if (copyTime >= 0) await rm(copy)
  }
  return saved
}

const isOrphan = (file, listed) =>
  /\.(br|gz)$/.test(file) &&
  compressible(file.slice(0, -3)) &&
  !listed.has(file.slice(0, -3))

/** Two files per core: while one is read or written, the other keeps the core compressing. */
const precompressFolder = async (
  folder,
  { exceptPages = false, recheckSince = Infinity, keptIn } = {},
) => {
  const listed = filesIn(folder)
  const kept = keptCopies(keptIn, folder)
  await Promise.all(
    [...listed].filter(file => isOrphan(file, listed)).map(file => rm(file)),
  )
  const files = [...listed].filter(
    file => compressible(file) && !(exceptPages && file.endsWith(".html")),
  )
  let next = 0
  let written = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next]
      next += 1
      if ((await precompressFile(file, listed, recheckSince, kept)) > 0)
        written += 1
    }
  }
  await Promise.all(Array.from({ length: 2 * availableParallelism() }, worker))
  if (recheckSince === Infinity) await kept.prune(listed)
  return { files: files.length, written, taken: kept.taken() }
}

const [folder, ...flags] = process.argv.slice(2)
const valueOf = flag =>
  flags.includes(flag) ? flags[flags.indexOf(flag) + 1] : undefined
const since = flags.includes("--recheck-since")
  ? Number(valueOf("--recheck-since"))
  : Infinity
const keptIn = valueOf("--keep-in")
if (
  !folder ||
  Number.isNaN(since) ||
  (flags.includes("--keep-in") && !keptIn)
) {
  console.error(
    "usage: node scripts/precompress.mjs <folder> [--except-pages] [--recheck-since <ms>] [--keep-in <folder>]",
  )
  process.exit(2)
}
const { files, written, taken } = await precompressFolder(
  path.resolve(folder),
  {
    exceptPages: flags.includes("--except-pages"),
    recheckSince: since,
    keptIn: keptIn && path.resolve(keptIn),
  },
)
console.log(
  `${written} of ${files} text files compressed anew (Brotli and gzip copies beside them` +
    (taken > 0 ? `, ${taken} copies kept from an earlier build)` : ")"),
)
