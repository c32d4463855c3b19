// `node scripts/counting-weight.mjs <site> <site with counting>`: what counting adds to a first
// visit's JavaScript, page by page, as nginx sends it (Brotli). Both are builds of the same data.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

/** Issue 63's allowance: a first visit's JavaScript grows by at most 1.5 KB. */
const COUNTING_ALLOWANCE_BYTES = 1536

const HYDRATION_LOADER = /<script id="hydration-loader"([^>]*)>/

const attributeOf = (tag, name) => {
  const match = new RegExp(`${name}="([^"]*)"`).exec(tag)
  return match ? JSON.parse(match[1].replaceAll("&quot;", '"')) : []
}

/** The scripts a page's first visit loads, as its hydration loader names them. */
const scriptsOf = html => {
  const tag = HYDRATION_LOADER.exec(html)?.[1]
  if (!tag) return null
  return [
    ...attributeOf(tag, "data-sources"),
    ...attributeOf(tag, "data-chunks"),
  ]
}

const brotliBytes = (publicDir, script) => {
  const file = path.join(publicDir, `${script}.br`)
  if (!existsSync(file)) throw new Error(`${file} is missing`)
  return statSync(file).size
}

/** The lazy counter chunk, loaded once the page has loaded: its files, as webpack named them. */
const counterScriptsOf = publicDir => {
  const stats = JSON.parse(
    readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"),
  )
  const assets = stats.namedChunkGroups.counter?.assets ?? []
  return assets
    .map(asset => (typeof asset === "string" ? asset : asset.name))
    .filter(name => name.endsWith(".js"))
    .map(name => `/${name}`)
}

const pagesOf = (publicDir, folder = "") =>
  readdirSync(path.join(publicDir, folder), { withFileTypes: true }).flatMap(
    entry => {
      const relative = path.join(folder, entry.name)
      if (entry.isDirectory()) return pagesOf(publicDir, relative)
      return entry.name.endsWith(".html") ? [relative] : []
    },
  )

/** Per page of the counting site: the first visit's bytes in each site. */
const weighCounting = (site, countingSite) => {
  const plain = path.join(site, "public")
  const counting = path.join(countingSite, "public")
  const counter = counterScriptsOf(counting)
  if (counter.length === 0)
    throw new Error(`${countingSite} has no counter chunk: is a service set?`)
  const counterBytes = counter.reduce(
    (sum, script) => sum + brotliBytes(counting, script),
    0,
  )
  const weighed = []
  for (const page of pagesOf(counting)) {
    const plainFile = path.join(plain, page)
    if (!existsSync(plainFile)) continue
    const before = scriptsOf(readFileSync(plainFile, "utf8"))
    const after = scriptsOf(readFileSync(path.join(counting, page), "utf8"))
    if (!before || !after) continue
    const sum = (publicDir, scripts) =>
      scripts.reduce(
        (total, script) => total + brotliBytes(publicDir, script),
        0,
      )
    const plainBytes = sum(plain, before)
    const countingBytes = sum(counting, after) + counterBytes
    weighed.push({ page, plainBytes, countingBytes })
  }
  return { counterBytes, weighed }
}

{
  const [site, countingSite] = process.argv.slice(2)
  if (!site || !countingSite) {
    console.error(
      "counting-weight: name a site and the same site with counting, as test-results/sites/<name>",
    )
    process.exit(2)
  }
  const { counterBytes, weighed } = weighCounting(site, countingSite)
  if (weighed.length === 0) {
    console.error("counting-weight: the two sites share no page with scripts")
    process.exit(1)
  }
  const growth = entry => entry.countingBytes - entry.plainBytes
  const largest = weighed.reduce((a, b) => (growth(b) > growth(a) ? b : a))
  const home = weighed.find(entry => entry.page === "index.html") ?? largest
  console.log(`The counter chunk: ${counterBytes} B`)
  for (const entry of new Set([home, largest]))
    console.log(
      `/${entry.page}: ${entry.plainBytes} B without counting, ${entry.countingBytes} B with (+${growth(entry)} B)`,
    )
  const over = weighed.filter(entry => growth(entry) > COUNTING_ALLOWANCE_BYTES)
  if (over.length > 0) {
    console.error(
      `Counting adds more than ${COUNTING_ALLOWANCE_BYTES} B (Brotli) to a first visit on ${over.length} of ${weighed.length} pages, such as /${over[0].page} (+${growth(over[0])} B)`,
    )
    process.exit(1)
  }
  console.log(
    `Within ${COUNTING_ALLOWANCE_BYTES} B on all ${weighed.length} pages`,
  )
}
