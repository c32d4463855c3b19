import { theme } from "./theme"

/** Theme groups whose numbers are CSS numbers as they are (the rest are pixels). */
const UNITLESS_GROUPS = new Set(["zIndices", "lineHeights"])

const kebabCase = (name: string) =>
  name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)

type TokenGroup = Readonly<Record<string, string | number>>

/** The theme's group of font stacks, which src/styles/fonts.ts states (fontStackTokensCss). */
const FONT_STACKS = "fonts"

const tokensOf = (group: string, values: TokenGroup) =>
  Object.entries(values).map(
    ([key, value]) =>
      [
        `--${kebabCase(group)}-${kebabCase(key)}`,
        typeof value === "number" && !UNITLESS_GROUPS.has(group)
          ? `${value}px`
          : String(value),
      ] as const,
  )

/**
 * Every design token as a CSS custom property, named after its place in theme.ts:
 * `theme.colors.surfaceRaised` is `--colors-surface-raised`, `theme.space[4]` is
 * `--space-4`. theme.ts stays the one source: the build, the share images and the
 * visual editor's previews read it too.
 */
export const themeTokens = (): ReadonlyArray<readonly [string, string]> =>
  Object.entries(theme).flatMap(([group, values]) =>
    tokensOf(group, values as TokenGroup),
  )

const rootRuleOf = (tokens: ReadonlyArray<readonly [string, string]>) =>
  `:root{${tokens.map(([name, value]) => `${name}:${value}`).join(";")}}`

/**
 * The tokens as one `:root` rule, for a static style in every page's head. The font
 * stacks are left out: src/styles/fonts.ts states them beside the faces they name
 * (fontStackTokensCss), a first visit's without the web fonts.
 */
export const themeTokensCss = (): string =>
  rootRuleOf(
    Object.entries(theme)
      .filter(([group]) => group !== FONT_STACKS)
      .flatMap(([group, values]) => tokensOf(group, values as TokenGroup)),
  )

/** The font stacks' tokens (`--fonts-body`, …) as one `:root` rule, with these stacks. */
export const fontStackTokensCss = (stacks: typeof theme.fonts): string =>
  rootRuleOf(tokensOf(FONT_STACKS, stacks))
