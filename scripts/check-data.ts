// `npm run check:data [folder]`: checks the data folder the way the build does, without
// building, and exits non-zero on any problem.
import path from "node:path"

import { checkDataFolder, formatProblems } from "../src/build/checkDataFolder"

const main = async () => {
  const dataDir = path.resolve(process.argv[2] ?? "data")
  const started = performance.now()
  const { problems, files, images } = await checkDataFolder(dataDir)
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  if (problems.length > 0) {
    console.error(formatProblems(problems))
    process.exitCode = 1
    return
  }
  console.log(
    `data/ is valid: ${files} files and ${images} images checked in ${seconds} s`,
  )
}

main().catch(error => {
  console.error(error)
  process.exitCode = 2
})
