type Named = { type: string; name: string }

/**
 * The store's order in the language being read: by kind of product, then by name, as that
 * language sorts words (the names differ between languages, so the query cannot sort them).
 */
export const byTypeThenName = (locale: string) => {
  const collator = new Intl.Collator(locale)
  return (a: Named, b: Named) =>
    collator.compare(a.type, b.type) || collator.compare(a.name, b.name)
}
