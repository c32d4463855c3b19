// `npm run check:data [folder]`: checks data/ (or DATA_DIR) as the build does, without building.
import path from "node:path"

import { checkDataFolder } from "../plugins/data-check/checkDataFolder"
import { formatProblems } from "../src/lib/data/formatProblems"
import { dataFolder } from "../src/node/siteFolders"

const main = async () => {
  const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : dataFolder()
  const started = performance.now()
  const { problems, files, images } = await checkDataFolder(dataDir)
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  if (problems.length > 0) {
    console.error(formatProblems(problems))
    process.exitCode = 1
    return
  }
  const shown = path.relative(process.cwd(), dataDir) || "."
  console.log(
    `${shown}/ is valid: ${files} files and ${images} images checked in ${seconds} s`,
  )
}

main().catch(error => {
  console.error(error)
  process.exitCode = 2
})
