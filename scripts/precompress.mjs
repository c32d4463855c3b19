// Writes a Brotli (.br, quality 7 or 11, below) and a gzip (.gz, level 9) copy beside every text file
// of a built site, for nginx's brotli_static and gzip_static (deploy/nginx/nova-reyes.conf):
// the server then sends the smallest encoding the browser accepts without compressing on
// each request. The site's build runs it last (plugins/precompress), after every step that
// rewrites pages; npm run bench runs it on the floor's build too, so both are served alike.
//   node scripts/precompress.mjs <folder>
// A copy newer than its file is kept (a warm build compresses only what it rewrote), and
// so is an older copy that still decodes to the file's bytes (a page a build wrote again,
// the same); a copy that would not be smaller is not written, so nginx sends the file as
// it is.
import {
  readdir,
  readFile,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises"
import { availableParallelism } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"

/** The types nginx's recipe compresses (gzip_types), by extension. */
export const COMPRESSED = [
  ".html",
  ".js",
  ".css",
  ".json",
  ".xml",
  ".svg",
  ".txt",
  ".ics",
  ".webmanifest",
]
/** As the recipe's gzip_min_length: smaller files gain less than a header costs. */
export const MIN_BYTES = 1024

/**
 * Past this size, Brotli's quality 9 instead of 11: the visual editor's 5 MB script takes
 * 10 s at 11 and 0.5 s at 9, for 10 % more bytes, loaded by editors only. Every file a
 * visitor loads is far smaller.
 */
const LARGE_BYTES = 1024 * 1024

/**
 * Pages and page data, the files a catalogue multiplies, at quality 7. Measured on the
 * 740 pages of npm run bench:scale's catalogue, one core took 0.8 s at 7, 13.7 s at 10
 * and 37.3 s at 11 (qualities 10 and 11 search for the best encoding, 9 and below do
 * not: 9 took 8.5 s for what 7 does), for 6 % more bytes than 10 and 8 % more than 11
 * (the sample's /tour/: 12.15 KB at 7, 11.50 at 10, 11.29 at 11): 13 to 36 s of a core
 * on a big catalogue's build, against 0.7 KB on a page. Scripts and styles, a few files
 * named by their content and loaded by every visit, keep 11.
 */
const PER_PAGE = new Set([".html", ".json"])

/** The Brotli quality of a file (see PER_PAGE and LARGE_BYTES). */
export const brotliQuality = (file, size) =>
  PER_PAGE.has(path.extname(file)) ? 7 : size > LARGE_BYTES ? 9 : 11

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
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(
            file,
            bytes.length,
          ),
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    decode: unbrotli,
  },
  { suffix: ".gz", encode: bytes => gzip(bytes, { level: 9 }), decode: gunzip },
]

/**
 * Whether an older copy still holds the file's bytes: decoding takes a millisecond where
 * Brotli's quality 11 takes tens, and a warm build writes most pages again unchanged.
 */
const stillHolds = async (copy, decode, bytes) => {
  try {
    return (await decode(await readFile(copy))).equals(bytes)
  } catch {
    return false
  }
}

const filesIn = async folder =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter(
      entry => entry.isFile() && COMPRESSED.includes(path.extname(entry.name)),
    )
    .map(entry => path.join(entry.parentPath ?? entry.path, entry.name))

const modified = file =>
  stat(file).then(
    facts => facts.mtimeMs,
    () => -1,
  )

/** Compresses one file; returns the bytes saved by its Brotli copy (0 if none). */
const precompressFile = async file => {
  const facts = await stat(file)
  if (facts.size < MIN_BYTES) {
    // A file that shrank below the limit (the tour's calendar once the tour is over)
    // must not leave nginx an older, larger copy to send instead.
    await Promise.all(
      encoders.map(({ suffix }) => rm(file + suffix, { force: true })),
    )
    return 0
  }
  let bytes
  let saved = 0
  for (const { suffix, encode, decode } of encoders) {
    const copy = file + suffix
    const copyTime = await modified(copy)
    if (copyTime >= facts.mtimeMs) continue
    bytes ??= await readFile(file)
    if (copyTime >= 0 && (await stillHolds(copy, decode, bytes))) {
      await utimes(copy, facts.atime, facts.mtime)
      continue
    }
    const encoded = await encode(bytes, file)
    if (encoded.length < bytes.length) {
      await writeFile(copy, encoded)
      if (suffix === ".br") saved = bytes.length - encoded.length
    } else if (copyTime >= 0) await rm(copy)
  }
  return saved
}

/** Removes the copies whose file a warm build no longer writes. */
const removeOrphans = async folder => {
  const entries = await readdir(folder, {
    recursive: true,
    withFileTypes: true,
  })
  await Promise.all(
    entries
      .filter(entry => entry.isFile() && /\.(br|gz)$/.test(entry.name))
      .map(entry => path.join(entry.parentPath ?? entry.path, entry.name))
      .filter(copy => COMPRESSED.includes(path.extname(copy.slice(0, -3))))
      .map(async copy => {
        if ((await modified(copy.slice(0, -3))) < 0) await rm(copy)
      }),
  )
}

/**
 * Precompresses every text file under `folder`, two files per core at a time: while one
 * is read or written, the other keeps the core compressing (one per core left a core of
 * two idle a third of the time).
 */
export const precompressFolder = async folder => {
  await removeOrphans(folder)
  const files = await filesIn(folder)
  let next = 0
  let written = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next]
      next += 1
      if ((await precompressFile(file)) > 0) written += 1
    }
  }
  await Promise.all(Array.from({ length: 2 * availableParallelism() }, worker))
  return { files: files.length, written }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2]
  if (!folder) {
    console.error("usage: node scripts/precompress.mjs <folder>")
    process.exit(2)
  }
  const { files, written } = await precompressFolder(path.resolve(folder))
  console.log(
    `${written} of ${files} text files compressed anew (Brotli and gzip copies beside them)`,
  )
}
