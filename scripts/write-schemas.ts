// `npm run schemas`: data/schema/ and .vscode/settings.json from src/lib/data/dataSchema.ts.
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"

import {
  asFileText,
  editorSchema,
  schemaPath,
  vscodeSettings,
} from "../src/lib/data/editorSchemas"
import { dataSources } from "../src/lib/data/dataSchema"

const write = async (file: string, value: unknown) => {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, asFileText(value))
  console.log(file)
}

const main = async () => {
  for (const source of dataSources)
    await write(schemaPath(source), editorSchema(source))
  await write(".vscode/settings.json", vscodeSettings())
}

main().catch(error => {
  console.error(error)
  process.exitCode = 1
})
