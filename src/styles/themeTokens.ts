import { theme } from "./theme"

/** Theme groups whose numbers are CSS numbers as they are (the rest are pixels). */
const UNITLESS_GROUPS = new Set(["zIndices", "lineHeights"])

const kebabCase = (name: string) =>
  name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)

/**
 * Every design token as a CSS custom property, named after its place in theme.ts:
 * `theme.colors.surfaceRaised` is `--colors-surface-raised`, `theme.space[4]` is
 * `--space-4`. theme.ts stays the one source: the build, the share images and the
 * visual editor's previews read it too.
 */
export const themeTokens = (): ReadonlyArray<readonly [string, string]> =>
  Object.entries(theme).flatMap(([group, values]) =>
    Object.entries(values as Record<string, string | number>).map(
      ([key, value]) =>
        [
          `--${kebabCase(group)}-${kebabCase(key)}`,
          typeof value === "number" && !UNITLESS_GROUPS.has(group)
            ? `${value}px`
            : String(value),
        ] as const,
    ),
  )

/** The tokens as one `:root` rule, for a static style in every page's head. */
export const themeTokensCss = (): string =>
  `:root{${themeTokens()
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`
