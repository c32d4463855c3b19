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

const writeSiteFile = async (
  publicDir: string,
  sitePath: string,
  bytes: Uint8Array,
) => {
  await writeIfChanged(path.join(publicDir, sitePath), bytes)
  return { path: sitePath, bytes: bytes.byteLength }
}

export const writePressKit = async (
  data: PressKitData,
  builtAt: Date,
  publicDir: string,
) => {
  const kit = await buildPressKit(data, builtAt)
  const rider = await buildRiderPdf(riderDataOf(data), builtAt)
  return {
    kit: await writeSiteFile(
      publicDir,
      localizePath(pressKitPath(data.site.name), data.language),
      kit.bytes,
    ),
    rider: await writeSiteFile(
      publicDir,
      localizePath(riderPath(data.site.name), data.language),
      new Uint8Array(rider),
    ),
  }
}
