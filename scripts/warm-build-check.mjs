// `node scripts/warm-build-check.mjs <kept clean build>`: a commit edits one post and one show, Gatsby
// builds with its cache, and every page must equal the clean build's but for the edits.
import { spawnSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { freshCopy, writeJson } from "./files.mjs"

const EDITED_DATA = "test-results/warm-check-data"
/** What each edit adds: a sentence to a post's body; to a show's venue, a suffix a link encodes as is. */
const MARKS = {
  post: " Edited for the warm-build check.",
  show: "-warmcheck",
}

const kept = process.argv[2]
const data = process.env.DATA_DIR
if (!kept || !data) {
  console.error("warm-build-check: name the kept clean build, and set DATA_DIR")
  process.exit(2)
}

freshCopy(data, EDITED_DATA)
const firstIn = folder =>
  path.join(
    EDITED_DATA,
    folder,
    readdirSync(path.join(EDITED_DATA, folder)).sort()[0],
  )
const readJson = file => JSON.parse(readFileSync(file, "utf8"))
const postFile = firstIn("news")
const post = readJson(postFile)
post.en.body += MARKS.post
writeJson(postFile, post)
// A show's venue is on its page, the tour's, its year's and in their structured data.
const showFile = firstIn("shows")
const show = readJson(showFile)
show.venue += MARKS.show
writeJson(showFile, show)

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
const edited = { post: 0, show: 0 }
for (const file of warm.filter(file => clean.includes(file))) {
  const warmHtml = readFileSync(path.join("public", file), "utf8")
  let restored = warmHtml
  for (const [edit, mark] of Object.entries(MARKS)) {
    if (warmHtml.includes(mark)) edited[edit] += 1
    restored = restored.replaceAll(mark, "")
  }
  const cleanHtml = readFileSync(path.join(kept, "public", file), "utf8")
  if (restored === cleanHtml) continue
  let at = 0
  while (restored[at] === cleanHtml[at]) at += 1
  problems.push(
    `${file}: differs at ${at}: warm «${restored.slice(at, at + 80)}» clean «${cleanHtml.slice(at, at + 80)}»`,
  )
}
for (const [edit, file] of [
  ["post", postFile],
  ["show", showFile],
])
  if (edited[edit] === 0)
    problems.push(
      `no page shows the edit of ${file}: the warm build re-rendered nothing`,
    )
if (problems.length > 0) {
  console.error(
    `A warm build's pages differ from the clean build's:\n${problems.join("\n")}`,
  )
  process.exit(1)
}
console.log(
  `${warm.length} pages of the warm build equal the clean build's (re-rendered with the edits: ${edited.post} for the post, ${edited.show} for the show)`,
)
