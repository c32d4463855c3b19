// `node scripts/warm-build-check.mjs <kept clean build>` (npm test): after a clean build of DATA_DIR,
// one post is edited and Gatsby builds again with its cache; every page must equal the clean
// build's but for the edit, the pages it re-rendered included (their styles' numbering too).
import { spawnSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { freshCopy, writeJson } from "./files.mjs"

const EDITED_DATA = "test-results/warm-check-data"
const MARK = " Edited for the warm-build check."

const kept = process.argv[2]
const data = process.env.DATA_DIR
if (!kept || !data) {
  console.error("warm-build-check: name the kept clean build, and set DATA_DIR")
  process.exit(2)
}

freshCopy(data, EDITED_DATA)
const postFile = path.join(
  EDITED_DATA,
  "news",
  readdirSync(path.join(EDITED_DATA, "news")).sort()[0],
)
const post = JSON.parse(readFileSync(postFile, "utf8"))
post.en.body += MARK
writeJson(postFile, post)

const build = spawnSync("npm", ["run", "--silent", "build:warm"], {
  env: { ...process.env, DATA_DIR: EDITED_DATA },
  encoding: "utf8",
})
if (build.status !== 0) {
  console.error(build.stdout, build.stderr)
  process.exit(build.status ?? 1)
}

const pagesIn = folder =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name.endsWith(".html"))
    .map(entry =>
      path.relative(folder, path.join(entry.parentPath, entry.name)),
    )
    .sort()
const warm = pagesIn("public")
const clean = pagesIn(path.join(kept, "public"))
const problems = [
  ...clean.filter(file => !warm.includes(file)).map(file => `${file}: missing`),
  ...warm
    .filter(file => !clean.includes(file))
    .map(file => `${file}: not in the clean build`),
]
let edited = 0
for (const file of warm.filter(file => clean.includes(file))) {
  const warmHtml = readFileSync(path.join("public", file), "utf8")
  if (warmHtml.includes(MARK)) edited += 1
  const cleanHtml = readFileSync(path.join(kept, "public", file), "utf8")
  const restored = warmHtml.replaceAll(MARK, "")
  if (restored === cleanHtml) continue
  let at = 0
  while (restored[at] === cleanHtml[at]) at += 1
  problems.push(
    `${file}: differs at ${at}: warm «${restored.slice(at, at + 80)}» clean «${cleanHtml.slice(at, at + 80)}»`,
  )
}
if (edited === 0)
  problems.push(
    `no page shows the edit of ${postFile}: the warm build re-rendered nothing`,
  )
if (problems.length > 0) {
  console.error(
    `A warm build's pages differ from the clean build's:\n${problems.join("\n")}`,
  )
  process.exit(1)
}
console.log(
  `${warm.length} pages of the warm build equal the clean build's (${edited} re-rendered with the edit)`,
)
