/** The class names given, skipping the ones a condition left out: `classNames(a, on && b)`. */
export const classNames = (
  ...names: ReadonlyArray<string | false | null | undefined>
): string => names.filter(Boolean).join(" ")
