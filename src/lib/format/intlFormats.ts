// Made once per locale and options: building a formatter loads locale and time-zone data.
const formatters = new Map<string, unknown>()

const madeOnce =
  <Options, Formatter>(
    kind: string,
    Make: new (locale: string, options: Options) => Formatter,
  ) =>
  (locale: string, options: Options): Formatter => {
    const key = `${kind} ${locale} ${JSON.stringify(options)}`
    if (!formatters.has(key)) formatters.set(key, new Make(locale, options))
    return formatters.get(key) as Formatter
  }

export const dateTimeFormat = madeOnce("date", Intl.DateTimeFormat)

export const numberFormat = madeOnce("number", Intl.NumberFormat)

export const listFormat = madeOnce("list", Intl.ListFormat)

export const collator = madeOnce("collator", Intl.Collator)
