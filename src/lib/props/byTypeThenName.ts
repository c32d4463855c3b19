import { collator } from "../format/intlFormats"

type Named = { type: string; name: string }

/** Sorted here, not by the query: the names differ between languages, and so does their order. */
export const byTypeThenName = (locale: string) => {
  const words = collator(locale, {})
  return (a: Named, b: Named) =>
    words.compare(a.type, b.type) || words.compare(a.name, b.name)
}
