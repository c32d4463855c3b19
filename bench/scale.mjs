// `npm run bench:scale [--generate-only]`: times clean and one-change builds of a big catalogue
// generated from data/ against the sample's clean build; writes bench/scale-results.md.
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import sharp from "sharp"

import { log, ROOT, timed } from "./commands.mjs"

const SAMPLE = path.join(ROOT, "data")
const BIG = path.join(ROOT, "bench/raw/scale-data")
const COUNTS = { shows: 300, releases: 60, products: 60 }
const CLEAN_RATIO = 3

const readJson = file => JSON.parse(readFileSync(file, "utf8"))
const writeJson = (file, value) => {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}
const entries = (data, folder) =>
  readdirSync(path.join(data, folder))
    .filter(file => file.endsWith(".json"))
    .sort()
    .map(file => readJson(path.join(data, folder, file)))

const addDays = (iso, days) => {
  const date = new Date(`${iso}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Tinted, so each generated entry has an image file of its own, as a real catalogue would. */
const tintedCopy = async (data, image, index) => {
  const extension = path.extname(image)
  const copy = image.replace(extension, `-${index}${extension}`)
  await sharp(path.join(SAMPLE, image))
    .modulate({ hue: (index * 37) % 360 })
    .toFile(path.join(data, copy))
  return copy
}

const isrcFor = (isrc, index, track) =>
  isrc
    ? `${isrc.slice(0, 7)}${String(index * 20 + track).padStart(5, "0")}`
    : isrc

const generateShows = (data, samples) => {
  const first = addDays(new Date().toISOString().slice(0, 10), -730)
  for (let index = 0; index < COUNTS.shows; index += 1) {
    const sample = samples[index % samples.length]
    const date = addDays(first, index * 4)
    const moved = sample.rescheduledDate
      ? { rescheduledDate: addDays(date, 7) }
      : {}
    const show = {
      ...sample,
      slug: `${sample.slug}-${index + 1}`,
      date,
      ...moved,
      ...(sample.ticketsOnSale ? { ticketsOnSale: addDays(date, -60) } : {}),
      ...(sample.announced ? { announced: addDays(date, -90) } : {}),
    }
    writeJson(path.join(data, "shows", `${show.slug}.json`), show)
  }
}

const generateReleases = async (data, samples) => {
  const first = addDays(
    new Date().toISOString().slice(0, 10),
    -42 * (COUNTS.releases - 8),
  )
  for (let index = 0; index < COUNTS.releases; index += 1) {
    const sample = samples[index % samples.length]
    const release = {
      ...sample,
      slug: `${sample.slug}-${index + 1}`,
      title: `${sample.title} ${index + 1}`,
      ...(sample.releaseDate
        ? { releaseDate: addDays(first, index * 42) }
        : {}),
      ...(sample.announced
        ? { announced: addDays(first, index * 42 - 30) }
        : {}),
      ...(sample.cover
        ? { cover: await tintedCopy(data, sample.cover, index) }
        : {}),
      ...(sample.tracks
        ? {
            tracks: sample.tracks.map((track, number) => ({
              ...track,
              ...(track.isrc
                ? { isrc: isrcFor(track.isrc, index, number) }
                : {}),
            })),
          }
        : {}),
    }
    writeJson(path.join(data, "releases", `${release.slug}.json`), release)
  }
}

const generateProducts = async (data, samples) => {
  for (let index = 0; index < COUNTS.products; index += 1) {
    const sample = samples[index % samples.length]
    const numbered = text =>
      typeof text === "string"
        ? `${text} ${index + 1}`
        : Object.fromEntries(
            Object.entries(text).map(([language, words]) => [
              language,
              `${words} ${index + 1}`,
            ]),
          )
    const product = {
      ...sample,
      slug: `${sample.slug}-${index + 1}`,
      name: numbered(sample.name),
      image: await tintedCopy(data, sample.image, index),
    }
    writeJson(path.join(data, "products", `${product.slug}.json`), product)
  }
}

const generate = async () => {
  rmSync(BIG, { recursive: true, force: true })
  cpSync(SAMPLE, BIG, { recursive: true })
  const samples = {}
  for (const folder of Object.keys(COUNTS)) {
    samples[folder] = entries(SAMPLE, folder)
    rmSync(path.join(BIG, folder), { recursive: true, force: true })
    mkdirSync(path.join(BIG, folder), { recursive: true })
  }
  generateShows(BIG, samples.shows)
  await generateReleases(BIG, samples.releases)
  await generateProducts(BIG, samples.products)
}

const pagesBuilt = (folder = path.join(ROOT, "public")) =>
  readdirSync(folder, { withFileTypes: true }).reduce(
    (count, entry) =>
      entry.isDirectory()
        ? count + pagesBuilt(path.join(folder, entry.name))
        : count + (entry.name.endsWith(".html") ? 1 : 0),
    0,
  )

const build = async (label, script, data, logName) => {
  const seconds = await timed(label, "npm", ["run", "--silent", script], {
    env: { DATA_DIR: data },
    logTo: path.join(ROOT, "bench/raw", `scale-${logName}.log`),
  })
  const pages = pagesBuilt()
  log(`  ${pages} pages`)
  return { label, seconds, pages }
}

const main = async () => {
  log("• Generating the big catalogue…")
  await generate()
  if (process.argv.includes("--generate-only")) return
  const sample = await build(
    "the sample data, clean",
    "build",
    SAMPLE,
    "sample",
  )
  const big = await build(
    `${COUNTS.shows} shows, ${COUNTS.releases} releases, ${COUNTS.products} products, clean`,
    "build",
    BIG,
    "big",
  )
  const first = entries(BIG, "shows")[0]
  writeJson(path.join(BIG, "shows", `${first.slug}.json`), {
    ...first,
    venue: `${first.venue} (new venue)`,
  })
  const oneChange = await build(
    "the same after one show's venue changed, Gatsby's cache kept",
    "build:warm",
    BIG,
    "one-change",
  )
  const budgets = [
    {
      name: `the big catalogue builds clean within ${CLEAN_RATIO}× the sample's time (${(sample.seconds * CLEAN_RATIO).toFixed(1)} s)`,
      found: `${big.seconds.toFixed(1)} s, ${(big.seconds / sample.seconds).toFixed(2)}×`,
      met: big.seconds <= sample.seconds * CLEAN_RATIO,
    },
    {
      name: `one change rebuilds with the cache within the sample's clean time (${sample.seconds.toFixed(1)} s)`,
      found: `${oneChange.seconds.toFixed(1)} s, ${(oneChange.seconds / sample.seconds).toFixed(2)}×`,
      met: oneChange.seconds <= sample.seconds,
    },
  ]
  const rows = [sample, big, oneChange].map(
    ({ label, seconds, pages }) =>
      `| ${label} | ${seconds.toFixed(1)} s | ${pages} | ${((seconds / pages) * 1000).toFixed(0)} ms |`,
  )
  const markdown = [
    "# Build scale results",
    "",
    `\`npm run bench:scale\`, measured ${new Date().toISOString().slice(0, 10)}: the same commands, one after another, on one machine (\`npm run build\` for a clean build, \`npm run build:warm\` with Gatsby's cache kept). The big catalogue is generated from the sample records (\`bench/scale.mjs\`): every release and product has an image file of its own.`,
    "",
    "| Build | Time | Pages | Per page |",
    "| --- | ---: | ---: | ---: |",
    ...rows,
    "",
    "## Budgets",
    "",
    ...budgets.map(
      budget =>
        `- ${budget.met ? "met" : "**missed**"}: ${budget.name}: ${budget.found}`,
    ),
    "",
  ].join("\n")
  writeFileSync(path.join(ROOT, "bench/scale-results.md"), markdown)
  log(markdown)
  if (budgets.some(budget => !budget.met)) process.exitCode = 1
}

main().catch(error => {
  console.error(error.output ?? "", error)
  process.exitCode = 1
})
