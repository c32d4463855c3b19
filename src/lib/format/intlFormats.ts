// Made once per locale and options: building a formatter loads locale and time-zone data.
const formatters = new Map<string, unknown>()

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
