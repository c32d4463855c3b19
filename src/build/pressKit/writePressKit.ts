import path from "node:path"

import { localizePath } from "../../lib/languages"
import { writeIfChanged } from "../../node/writeIfChanged"
import { buildPressKit, pressKitPath, type PressKitData } from "./pressKit"

/**
 * Builds the press kit and writes it under public/, in its language's folder
 * (/press/…, /es/press/…), unless the same bytes are there; returns its address and size.
 */
export const writePressKit = async (
  data: PressKitData,
  builtAt: Date,
  publicDir: string,
) => {
  const kit = await buildPressKit(data, builtAt)
  const sitePath = localizePath(pressKitPath(data.site.name), data.language)
  const file = path.join(publicDir, sitePath)
  await writeIfChanged(file, kit.bytes)
  return { path: sitePath, bytes: kit.bytes.byteLength }
}
