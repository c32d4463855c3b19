// `npm run schemas`: writes data/schema/*.schema.json from src/lib/dataRules.ts.
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"

import { dataFiles } from "../src/lib/dataRules"
import { schemaFileName, schemaText } from "../src/lib/toJsonSchema"

const main = async () => {
  const folder = path.resolve("data/schema")
  await mkdir(folder, { recursive: true })
  for (const spec of dataFiles) {
    await writeFile(path.join(folder, schemaFileName(spec)), schemaText(spec))
    console.log(`data/schema/${schemaFileName(spec)}`)
  }
}

main().catch(error => {
  console.error(error)
  process.exitCode = 1
})
