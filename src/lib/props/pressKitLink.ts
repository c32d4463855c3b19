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
  pressKit
    ? {
        href: pressKit.path,
        fileName: pressKit.path.slice(pressKit.path.lastIndexOf("/") + 1),
        facts: strings.about.fileFacts(strings.about.zipType, pressKit.size),
      }
    : undefined
