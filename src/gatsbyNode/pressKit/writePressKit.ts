import path from "node:path"

import { localizePath } from "../../lib/languages"
import { writeIfChanged } from "../../node/writeIfChanged"
import {
  buildPressKit,
  pressKitPath,
  riderDataOf,
  riderPath,
  type PressKitData,
} from "./pressKit"
import { buildRiderPdf } from "./riderPdf"

export const writePressKit = async (
  data: PressKitData,
  builtAt: Date,
  publicDir: string,
  cacheDir?: string,
) => {
  const write = async (sitePath: string, bytes: Uint8Array) => {
    const localized = localizePath(sitePath, data.language)
    await writeIfChanged(path.join(publicDir, localized), bytes)
    return { path: localized, bytes: bytes.byteLength }
  }
  const kit = await buildPressKit(data, builtAt, cacheDir)
  const rider = await buildRiderPdf(riderDataOf(data), builtAt)
  return {
    kit: await write(pressKitPath(data.site.name), kit.bytes),
    rider: await write(riderPath(data.site.name), new Uint8Array(rider)),
  }
}
