// `node scripts/keep-site.mjs <folder>`: keeps the last build, for npm test to check during the next.
import { cpSync, existsSync, rmSync } from "node:fs"
import path from "node:path"

const folder = process.argv[2]
if (!folder) {
  console.error("keep-site: name the folder to keep the build in")
  process.exit(2)
}
if (!existsSync("public/index.html")) {
  console.error("keep-site: public/ holds no built site")
  process.exit(1)
}
rmSync(folder, { recursive: true, force: true })
cpSync("public", path.join(folder, "public"), { recursive: true })
cpSync("deploy/nginx/generated", path.join(folder, "nginx"), {
  recursive: true,
})
console.log(`Kept the build in ${folder}/`)
