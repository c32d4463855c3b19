/**
 * Intl formatters, made once per locale and options. Building one costs about as much as
 * formatting a few hundred values with it (it loads locale and time-zone data), and a tour
 * page formats dozens of dates, times and prices while it hydrates.
 */
const formatters = new Map<string, unknown>()

/** A constructor of one Intl kind, wrapped so that each locale and options build it once. */
const madeOnce =
  <Options, Formatter>(
    kind: string,
    make: (locale: string, options: Options) => Formatter,
  ) =>
  (locale: string, options: Options): Formatter => {
    const key = `${kind} ${locale} ${JSON.stringify(options)}`
    if (!formatters.has(key)) formatters.set(key, make(locale, options))
    return formatters.get(key) as Formatter
  }

export const dateTimeFormat = madeOnce(
  "date",
  (locale, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options),
)

export const numberFormat = madeOnce(
  "number",
  (locale, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options),
)

export const listFormat = madeOnce(
  "list",
  (locale, options: Intl.ListFormatOptions) =>
    new Intl.ListFormat(locale, options),
)

export const collator = madeOnce(
  "collator",
  (locale, options: Intl.CollatorOptions) => new Intl.Collator(locale, options),
)
