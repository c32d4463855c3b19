import { listFormat } from "./intlFormats"

/** Names joined as the locale writes a list: "Luna Vega and DJ Alba"; null for none. */
export const formatList = (
  items: readonly string[] | null | undefined,
  locale: string,
): string | null =>
  items && items.length > 0
    ? listFormat(locale, { type: "conjunction" }).format(items)
    : null
