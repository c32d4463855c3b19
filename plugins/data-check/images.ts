import { existsSync, statSync } from "node:fs"
import sharp from "sharp"

import { imageSizeProblem } from "../../src/lib/data/imageFiles"
import {
  MIN_COVER_SIZE,
  MIN_PRESS_PHOTO_EDGE,
  type ImageUse,
} from "../../src/lib/data/fields"

type ImageReport =
  | { ok: true; width: number; height: number; bytes: number }
  | { ok: false; reason: "missing" | "unreadable"; detail?: string }

export const inspectImage = async (file: string): Promise<ImageReport> => {
  if (!existsSync(file)) return { ok: false, reason: "missing" }
  try {
    // Upright, as the site draws it: a phone's portrait photo is stored sideways with an EXIF orientation.
    const { autoOrient } = await sharp(file).metadata()
    const { width, height } = autoOrient
    if (!width || !height) return { ok: false, reason: "unreadable" }
    return { ok: true, width, height, bytes: statSync(file).size }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { ok: false, reason: "unreadable", detail }
  }
}

export const imageProblem = (
  { use, file }: { use: ImageUse; file: string },
  report: ImageReport,
): string | null => {
  if (!report.ok) {
    return report.reason === "missing"
      ? `expected an image file at data/${file}, found no such file`
      : `expected an image file that can be read, found one that cannot${report.detail ? ` (${report.detail})` : ""}`
  }
  const tooLarge = imageSizeProblem(report.bytes)
  if (tooLarge) return tooLarge
  const size = `${report.width}×${report.height} px`
  if (use === "pressPhoto") {
    return Math.max(report.width, report.height) < MIN_PRESS_PHOTO_EDGE
      ? `expected a press photo at least ${MIN_PRESS_PHOTO_EDGE} px on its long edge, to print, found ${size}`
      : null
  }
  if (use !== "cover") return null
  if (report.width !== report.height) {
    return `expected square cover art, found ${size}`
  }
  if (report.width < MIN_COVER_SIZE) {
    return `expected cover art at least ${MIN_COVER_SIZE}×${MIN_COVER_SIZE} px, found ${size}`
  }
  return null
}
