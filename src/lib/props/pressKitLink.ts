import type { Strings } from "../../strings"

export type PressKitLink = { href: string; fileName: string; facts: string }

/** The build formats the size ("ZIP, 411 kB"), so the browser need not build a unit formatter. */
export const pressKitLink = (
  pressKit: { path: string; size: string } | null,
  strings: Strings,
): PressKitLink | undefined =>
  pressKit ? fileLink(pressKit, strings.about.zipType, strings) : undefined

export const fileLink = (
  file: { path: string; size: string },
  type: string,
  strings: Strings,
): PressKitLink => ({
  href: file.path,
  fileName: file.path.slice(file.path.lastIndexOf("/") + 1),
  facts: strings.about.fileFacts(type, file.size),
})
