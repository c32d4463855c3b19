import type { Strings } from "../../strings"

export type PressKitLink = { href: string; fileName: string; facts: string }

/**
 * The press kit's link from the page's query (`pressKit(language: …) { path size }`):
 * where, saved as what, "ZIP, 411 kB". The build formats the size, so the browser need not
 * build a unit formatter, which costs more than hydrating the rest of the page.
 */
export const pressKitLink = (
  pressKit: { path: string; size: string } | null,
  strings: Strings,
): PressKitLink | undefined =>
  pressKit ? fileLink(pressKit, strings.about.zipType, strings) : undefined

/** A file the build wrote, linked the same way: "/press/…-technical-rider.pdf", "PDF, 38 kB". */
export const fileLink = (
  file: { path: string; size: string },
  type: string,
  strings: Strings,
): PressKitLink => ({
  href: file.path,
  fileName: file.path.slice(file.path.lastIndexOf("/") + 1),
  facts: strings.about.fileFacts(type, file.size),
})
