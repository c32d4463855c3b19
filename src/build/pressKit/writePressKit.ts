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

/** Writes a file of the press page under public/, unless the same bytes are there. */
const writeSiteFile = async (
  publicDir: string,
  sitePath: string,
  bytes: Uint8Array,
) => {
  await writeIfChanged(path.join(publicDir, sitePath), bytes)
  return { path: sitePath, bytes: bytes.byteLength }
}

/**
 * Builds the press kit and the technical rider and writes them under public/, in their
 * language's folder (/press/…, /es/press/…); returns each one's address and size.
 */
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
