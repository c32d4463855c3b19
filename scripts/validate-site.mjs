// `npm run validate`: the W3C Nu HTML checker and a link checker over the built site (or SITE_DIR's).
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import { LinkChecker, LinkState } from "linkinator"
import vnu from "vnu-jar"

const PUBLIC = path.resolve(process.env.SITE_DIR ?? ".", "public")
const NOT_PAGES = new Set(["_gatsby", "page-data", "static"])

const pagesIn = folder =>
  readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory())
      return NOT_PAGES.has(entry.name) && folder === PUBLIC ? [] : pagesIn(full)
    return entry.name.endsWith(".html") ? [full] : []
  })

const fail = message => {
  console.error(`✘ ${message}`)
  process.exitCode = 1
}

if (!existsSync(path.join(PUBLIC, "index.html"))) {
  fail("public/ holds no built site: run npm run build first.")
  process.exit()
}
const pages = pagesIn(PUBLIC).sort()

const CHECKER_GAPS = [
  {
    // https://html.spec.whatwg.org/multipage/links.html#link-type-expect allows
    // `blocking="render"` on `<link rel="expect">`; vnu 26.9 knows it only on stylesheets.
    message:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: /<link rel="expect" href="#[^"]+" blocking="render"\/?>/,
  },
]

const isCheckerGap = error =>
  CHECKER_GAPS.some(
    gap =>
      gap.message.test(error.message) && gap.extract.test(error.extract ?? ""),
  )

const checkHtml = () => {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" })
  if (java.error || java.status !== 0) {
    fail(
      "the Nu HTML checker needs Java: on Debian, sudo apt-get install -y default-jre-headless (.ci/run does it).",
    )
    return
  }
  const result = spawnSync(
    "java",
    ["-Xss8m", "-jar", vnu, "--errors-only", "--format", "json", ...pages],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  )
  let messages
  try {
    // The checker writes its report to stderr.
    messages = JSON.parse(result.stderr).messages
  } catch {
    fail(
      `the Nu HTML checker did not report:\n${result.stderr}${result.stdout}`,
    )
    return
  }
  const reported = messages.filter(message => message.type !== "info")
  const errors = reported.filter(error => !isCheckerGap(error))
  for (const error of errors) {
    const page = path.relative(PUBLIC, new URL(error.url).pathname)
    fail(
      `${page}:${error.lastLine ?? "?"}:${error.firstColumn ?? "?"}: ${error.message}` +
        (error.extract ? `\n    ${error.extract.replaceAll("\n", " ")}` : ""),
    )
  }
  console.log(
    `${errors.length === 0 ? "✔" : "✘"} Nu HTML checker: ${errors.length} errors in ${pages.length} pages` +
      ` (${reported.length - errors.length} where the checker is behind the standard: rel="expect")`,
  )
}

const checkLinks = async () => {
  const checker = new LinkChecker()
  const broken = []
  checker.on("link", result => {
    if (result.state === LinkState.BROKEN) broken.push(result)
  })
  const result = await checker.check({
    path: pages.map(page => path.relative(PUBLIC, page)),
    serverRoot: PUBLIC,
    recurse: true,
    checkCss: true,
    checkFragments: true,
    concurrency: 20,
    // No network here, and other sites are not this site's to check.
    linksToSkip: async link =>
      !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(link),
  })
  for (const link of broken) {
    fail(
      `${link.status || "no answer"} for ${link.url}` +
        (link.parent ? ` (linked from ${link.parent})` : ""),
    )
  }
  console.log(
    `${broken.length === 0 ? "✔" : "✘"} link checker: ${broken.length} broken of ${result.links.filter(link => link.state !== LinkState.SKIPPED).length} links checked`,
  )
}

checkHtml()
await checkLinks()
