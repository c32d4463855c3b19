import colorNames from "color-name"

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`
const PERCENT = `${NUMBER}%`
const ANGLE = `${NUMBER}(?:deg|grad|rad|turn)?`
const ALPHA = `(?:${NUMBER}|${PERCENT})`
const RGB = new RegExp(
  String.raw`^rgba?\(\s*(?:` +
    // Legacy comma syntax: rgb(255, 0, 128) or rgba(255, 0, 128, 0.5)
    String.raw`(?:${NUMBER}\s*,\s*${NUMBER}\s*,\s*${NUMBER}|${PERCENT}\s*,\s*${PERCENT}\s*,\s*${PERCENT})(?:\s*,\s*${ALPHA})?` +
    // Modern space syntax: rgb(255 0 128 / 50%)
    String.raw`|(?:${NUMBER}|${PERCENT})\s+(?:${NUMBER}|${PERCENT})\s+(?:${NUMBER}|${PERCENT})(?:\s*\/\s*${ALPHA})?` +
    String.raw`)\s*\)$`,
  "i",
)
const HSL = new RegExp(
  String.raw`^hsla?\(\s*(?:` +
    String.raw`${ANGLE}\s*,\s*${PERCENT}\s*,\s*${PERCENT}(?:\s*,\s*${ALPHA})?` +
    String.raw`|${ANGLE}\s+${PERCENT}\s+${PERCENT}(?:\s*\/\s*${ALPHA})?` +
    String.raw`)\s*\)$`,
  "i",
)

/** Keywords that depend on context (currentcolor, inherit) mean nothing in a data file. */
export const isCssColor = (value: string) => {
  const color = value.trim()
  return (
    HEX.test(color) ||
    RGB.test(color) ||
    HSL.test(color) ||
    color.toLowerCase() === "transparent" ||
    Object.prototype.hasOwnProperty.call(colorNames, color.toLowerCase())
  )
}
