import type { PressKitContext } from "./buildClock"
import type { Strings } from "../strings"

export type PressKitLink = { href: string; fileName: string; facts: string }

/** The press kit's link from the page's context: where, saved as what, "ZIP, 411 kB". */
export const pressKitLink = (
  context: PressKitContext,
  strings: Strings,
): PressKitLink | undefined =>
  context.pressKit
    ? {
        href: context.pressKit.path,
        fileName: context.pressKit.path.slice(
          context.pressKit.path.lastIndexOf("/") + 1,
        ),
        facts: strings.about.fileFacts(
          strings.about.zipType,
          context.pressKit.size,
        ),
      }
    : undefined
