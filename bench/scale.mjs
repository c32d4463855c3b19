// `npm run bench:scale [--generate-only]`: builds a career-sized catalogue generated from data/
// beside the sample, and writes their times, memory and heaviest files to bench/scale-results.md.
import {
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import sharp from "sharp"

import { freshCopy, freshFolder, writeJson } from "../scripts/files.mjs"
import { kb } from "./budgets.mjs"
import { log, ROOT, timed } from "./commands.mjs"
import { measurePublish } from "./scalePublish.mjs"

const SAMPLE = path.join(ROOT, "data")
const BIG = path.join(ROOT, "bench/raw/scale-data")
const PUBLIC = path.join(ROOT, "public")
const YEARS = 20
const COUNTS = { shows: 1500, releases: 150, products: 150, news: 300 }
/** Gatsby with nothing of ours after it: the six page steps left out (gatsby-config.ts). */
const GATSBY_ALONE = { BUILD_WITHOUT_PAGE_STEPS: "1" }

/** Rebuilds after one change, for each of Gatsby alone and the site. */
const REBUILDS = 3

/** What the page steps keep for later builds, clean ones too (src/node/toolCache.ts). */
const KEPT_BY_STEPS = ["share-images", "precompressed"].map(name =>
  path.join(ROOT, "node_modules", ".cache", name),
)
const LIMITS = {
  cleanRatio: 1.3,
  memoryRatio: 2,
  oneChangeRatio: 1.15,
  publishRatio: 1.25,
  pageBytes: 150 * 1024,
  feedBytes: 300 * 1024,
  headerRules: 100,
  headerLine: 2000,
}

const readJson = file => JSON.parse(readFileSync(file, "utf8"))
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
  `${isrc.slice(0, 7)}${String(index * 20 + track).padStart(5, "0")}`

const today = () => new Date().toISOString().slice(0, 10)
const careerDays = YEARS * 365

const generatedSlug = (samples, slug) =>
  `${slug}-${samples.findIndex(sample => sample.slug === slug) + 1}`

/** COUNTS[folder] records, each made from the next sample in turn and written as <slug>.json. */
const generateEach = async (data, folder, samples, make) => {
  for (let index = 0; index < COUNTS[folder]; index += 1) {
    const record = await make(samples[index % samples.length], index)
    writeJson(path.join(data, folder, `${record.slug}.json`), record)
  }
}

const generateShows = (data, samples) => {
  const first = addDays(today(), 365 - careerDays)
  return generateEach(data, "shows", samples, (sample, index) => {
    const date = addDays(first, Math.round((index * careerDays) / COUNTS.shows))
    return {
      ...sample,
      slug: `${sample.slug}-${index + 1}`,
      date,
      ...(sample.rescheduledDate && { rescheduledDate: addDays(date, 7) }),
      ...(sample.ticketsOnSale && { ticketsOnSale: addDays(date, -60) }),
      ...(sample.announced && { announced: addDays(date, -90) }),
    }
  })
}

const generateReleases = (data, samples) => {
  const step = Math.floor(careerDays / COUNTS.releases)
  const first = addDays(today(), -step * (COUNTS.releases - 8))
  return generateEach(data, "releases", samples, async (sample, index) => ({
    ...sample,
    slug: `${sample.slug}-${index + 1}`,
    title: `${sample.title} ${index + 1}`,
    ...(sample.releaseDate && { releaseDate: addDays(first, index * step) }),
    ...(sample.announced && { announced: addDays(first, index * step - 30) }),
    ...(sample.cover && { cover: await tintedCopy(data, sample.cover, index) }),
    ...(sample.tracks && {
      tracks: sample.tracks.map((track, number) => ({
        ...track,
        ...(track.isrc && { isrc: isrcFor(track.isrc, index, number) }),
      })),
    }),
  }))
}

const generateProducts = (data, samples) =>
  generateEach(data, "products", samples, async (sample, index) => {
    const numbered = text =>
      typeof text === "string"
        ? `${text} ${index + 1}`
        : Object.fromEntries(
            Object.entries(text).map(([language, words]) => [
              language,
              `${words} ${index + 1}`,
            ]),
          )
    return {
      ...sample,
      slug: `${sample.slug}-${index + 1}`,
      name: numbered(sample.name),
      image: await tintedCopy(data, sample.image, index),
    }
  })

const generateNews = (data, samples, shows, releases) => {
  const first = addDays(today(), -careerDays)
  return generateEach(data, "news", samples, (sample, index) => {
    const date = addDays(first, Math.round((index * careerDays) / COUNTS.news))
    const shift = (Date.parse(date) - Date.parse(sample.date)) / 86_400_000
    let text = JSON.stringify(sample)
    for (const [field, records] of [
      ["show", shows],
      ["release", releases],
    ]) {
      if (sample[field])
        text = text.replaceAll(
          `/${sample[field]}/`,
          `/${generatedSlug(records, sample[field])}/`,
        )
    }
    return {
      ...JSON.parse(text),
      slug: `${sample.slug}-${index + 1}`,
      date,
      ...(sample.updated && { updated: addDays(sample.updated, shift) }),
      ...(sample.show && { show: generatedSlug(shows, sample.show) }),
      ...(sample.release && {
        release: generatedSlug(releases, sample.release),
      }),
    }
  })
}

const generate = async () => {
  freshCopy(SAMPLE, BIG)
  const samples = {}
  for (const folder of Object.keys(COUNTS)) {
    samples[folder] = entries(SAMPLE, folder)
    freshFolder(path.join(BIG, folder))
  }
  await generateShows(BIG, samples.shows)
  await generateReleases(BIG, samples.releases)
  await generateProducts(BIG, samples.products)
  await generateNews(BIG, samples.news, samples.shows, samples.releases)
}

const builtFiles = () =>
  readdirSync(PUBLIC, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => {
      const file = path.join(entry.parentPath, entry.name)
      return { file: path.relative(PUBLIC, file), bytes: statSync(file).size }
    })

const seconds = value => `${value.toFixed(1)} s`
const gigabytes = value => `${(value / 2 ** 30).toFixed(2)} GB`

/** Resident memory of a process and every process under it, from /proc (Linux). */
const treeResidentBytes = rootPid => {
  const parents = new Map()
  const resident = new Map()
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      parents.set(Number(name), Number(fields[1]))
      resident.set(Number(name), Number(fields[21]) * 4096)
    } catch {
      // gone since the listing
    }
  }
  let total = 0
  for (const [pid, bytes] of resident) {
    for (let at = pid; at > 1; at = parents.get(at) ?? 0) {
      if (at === rootPid) {
        total += bytes
        break
      }
    }
  }
  return total
}

const build = async (label, data, logName, script = "build", env = {}) => {
  let peakBytes = 0
  let timer
  const seconds = await timed(label, "npm", ["run", "--silent", script], {
    env: { DATA_DIR: data, ...env },
    logTo: path.join(ROOT, "bench/raw", `scale-${logName}.log`),
    onStart: child => {
      timer = setInterval(() => {
        peakBytes = Math.max(peakBytes, treeResidentBytes(child.pid))
      }, 250)
    },
  }).finally(() => clearInterval(timer))
  const files = builtFiles()
  const pages = files.filter(({ file }) => file.endsWith(".html")).length
  log(`  ${pages} pages, peak memory ${gigabytes(peakBytes)}`)
  return { label, seconds, pages, peakBytes, files }
}

const heaviest = (files, pattern) =>
  files
    .filter(({ file }) => pattern.test(file))
    .sort((a, b) => b.bytes - a.bytes)

const headersLimits = () => {
  const lines = readFileSync(path.join(PUBLIC, "_headers"), "utf8").split("\n")
  return {
    rules: lines.filter(line => line.startsWith("/")).length,
    longest: Math.max(...lines.map(line => line.length)),
  }
}

const ratioBudget = (name, found, reference, ratio, unit, of) => ({
  name: `${name} within ${ratio}× ${of} (${unit(reference * ratio)})`,
  found: `${unit(found)}, ${(found / reference).toFixed(2)}×`,
  met: found <= reference * ratio,
})

const weightBudget = (name, files, limit) => {
  const over = files.filter(({ bytes }) => bytes > limit)
  const top = files[0]
  return {
    name: `no ${name} over ${kb(limit)}`,
    found: top
      ? `${over.length} over; the heaviest ${top.file}, ${kb(top.bytes)}`
      : "none built",
    met: over.length === 0,
  }
}

const main = async () => {
  log("• Generating the career…")
  await generate()
  if (process.argv.includes("--generate-only")) return
  // Not counted: it fills webpack's caches and removes a last run's output, as the career's build finds them.
  await build("a warm-up build, not counted", SAMPLE, "warm-up")
  const sample = await build("the sample data, clean", SAMPLE, "sample")
  const first = entries(BIG, "shows")[0]
  const showFile = path.join(BIG, "shows", `${first.slug}.json`)
  const changeOneShow = (data = BIG) =>
    writeJson(path.join(data, "shows", `${first.slug}.json`), {
      ...first,
      venue: `${first.venue} (new venue)`,
    })
  const setVenue = changed =>
    changed ? changeOneShow() : writeJson(showFile, first)
  // The same show's venue changed, back, and again, each rebuilt with the cache kept: the median,
  // as single warm builds here spread wider than the budget (docs/performance.md).
  const medianRebuild = async (label, logName, env) => {
    const runs = []
    for (let run = 1; run <= REBUILDS; run += 1) {
      setVenue(run % 2 === 1)
      runs.push(
        await build(
          `${label} (${run} of ${REBUILDS})`,
          BIG,
          `${logName}-${run}`,
          "build:warm",
          env,
        ),
      )
    }
    setVenue(false)
    const median = [...runs].sort((a, b) => a.seconds - b.seconds)[
      Math.floor(REBUILDS / 2)
    ]
    return {
      ...median,
      label: `${label}, the median of ${REBUILDS} (${runs.map(run => `${run.seconds.toFixed(1)} s`).join(", ")})`,
      peakBytes: Math.max(...runs.map(run => run.peakBytes)),
    }
  }
  const career = `${COUNTS.shows} shows, ${COUNTS.releases} releases, ${COUNTS.products} products, ${COUNTS.news} posts`
  // A machine's first build of the career: nothing an earlier build kept. It leaves what the
  // timed clean build below finds, as a daily rebuild finds the last day's.
  for (const folder of KEPT_BY_STEPS)
    rmSync(folder, { recursive: true, force: true })
  const firstClean = await build(
    `the site: ${career}, clean, its first build (nothing kept by an earlier one)`,
    BIG,
    "career-first",
  )
  // Gatsby alone, then the site, each clean and then after the same change, its cache kept.
  const aloneClean = await build(
    `Gatsby alone (no page steps): ${career}, clean`,
    BIG,
    "alone-clean",
    "build",
    GATSBY_ALONE,
  )
  const aloneChange = await medianRebuild(
    "Gatsby alone: the same after one show's venue changed, its cache kept",
    "alone-one-change",
    GATSBY_ALONE,
  )
  const clean = await build(
    `the site: ${career}, clean (the images and copies its first build kept found)`,
    BIG,
    "career",
  )
  const headers = headersLimits()
  const files = clean.files
  const oneChange = await medianRebuild(
    "the site: the same after one show's venue changed, its cache kept",
    "one-change",
  )
  const published = await measurePublish(BIG, changeOneShow)
  const budgets = [
    ratioBudget(
      "the career's clean build",
      clean.seconds,
      aloneClean.seconds,
      LIMITS.cleanRatio,
      seconds,
      "Gatsby alone's",
    ),
    ratioBudget(
      "one show changed, the cache kept,",
      oneChange.seconds,
      aloneChange.seconds,
      LIMITS.oneChangeRatio,
      seconds,
      "Gatsby alone's rebuild of the same change",
    ),
    ratioBudget(
      "with deploy/publish.sh, from the push of a commit changing one show to its being live,",
      published.seconds,
      aloneChange.seconds,
      LIMITS.publishRatio,
      seconds,
      "Gatsby alone's rebuild of the same change",
    ),
    ratioBudget(
      "its peak memory, every process of the build summed,",
      Math.max(firstClean.peakBytes, clean.peakBytes, oneChange.peakBytes),
      sample.peakBytes,
      LIMITS.memoryRatio,
      gigabytes,
      "the sample's",
    ),
    weightBudget("page's HTML", heaviest(files, /\.html$/), LIMITS.pageBytes),
    weightBudget(
      "page-data.json",
      heaviest(files, /page-data\.json$/),
      LIMITS.pageBytes,
    ),
    weightBudget(
      "feed or calendar",
      heaviest(files, /\.(?:xml|ics)$/).filter(
        // The sitemap lists every page on purpose; a feed carries the latest.
        ({ file }) => !file.startsWith("sitemap"),
      ),
      LIMITS.feedBytes,
    ),
    {
      name: `_headers within Cloudflare's ${LIMITS.headerRules} rules and ${LIMITS.headerLine}-character lines`,
      found: `${headers.rules} rules, the longest line ${headers.longest} characters`,
      met:
        headers.rules <= LIMITS.headerRules &&
        headers.longest <= LIMITS.headerLine,
    },
  ]
  const rows = [
    sample,
    aloneClean,
    aloneChange,
    firstClean,
    clean,
    oneChange,
  ].map(
    ({ label, seconds: time, pages, peakBytes }) =>
      `| ${label} | ${time.toFixed(1)} s | ${gigabytes(peakBytes)} | ${pages} | ${((time / pages) * 1000).toFixed(0)} ms |`,
  )
  rows.push(
    `| ${published.label} | ${published.seconds.toFixed(1)} s | – | ${oneChange.pages} | ${((published.seconds / oneChange.pages) * 1000).toFixed(0)} ms |`,
  )
  const markdown = [
    "# Build scale results",
    "",
    `\`npm run bench:scale\`, measured ${today()}: the same commands, one after another, on one machine, after an untimed build of the sample so that webpack's caches are warm for each (\`npm run build\` for a clean build, \`npm run build:warm\` with Gatsby's cache kept). Gatsby alone is the same build without the six steps that make and rewrite the built files (share-images, precompress-early, strip-nul-bytes, defer-hydration, hosting, precompress; \`BUILD_WITHOUT_PAGE_STEPS=1\`): the floor the site's own work is measured against. The site's first build of the career starts with nothing its steps keep between builds (the share images and the compressed copies of scripts, styles and feeds, in \`node_modules/.cache/\`), as on a new machine; its timed clean build then finds what that one kept, as a daily \`--rebuild\` finds the last build's. Each one-change figure is the median of ${REBUILDS} rebuilds, the same show's venue changed, changed back and changed again, each with the cache kept. The career is generated from the sample records (\`bench/scale.mjs\`): ${COUNTS.shows} shows over ${YEARS} years ending a year from now, ${COUNTS.releases} releases and ${COUNTS.products} products each with an image file of its own, ${COUNTS.news} posts over the same years. Peak memory is the largest sum of resident memory over the build's whole process tree, sampled every 250 ms. The publish is \`deploy/publish.sh\` in a server's clone of a repository whose data/ is the career (\`bench/scalePublish.mjs\`): after a first, untimed publish, a pushed commit that changes the same show, timed from the script's start to that commit being live (nginx's test and reload, and the relay's restart, left out).`,
    "",
    "| Build | Time | Peak memory | Pages | Per page |",
    "| --- | ---: | ---: | ---: | ---: |",
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
