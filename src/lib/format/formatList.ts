import { listFormat } from "./intlFormats"

export const formatList = (
  items: readonly string[] | null | undefined,
  locale: string,
): string | null =>
  items && items.length > 0
    ? listFormat(locale, { type: "conjunction" }).format(items)
    : null
