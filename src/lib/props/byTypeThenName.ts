import { collator } from "../format/intlFormats"

type Named = { type: string; name: string }

/**
 * The store's order in the language being read: by kind of product, then by name, as that
 * language sorts words (the names differ between languages, so the query cannot sort them).
 */
export const byTypeThenName = (locale: string) => {
  const words = collator(locale, {})
  return (a: Named, b: Named) =>
    words.compare(a.type, b.type) || words.compare(a.name, b.name)
}
