/**
 * Intl formatters, made once per locale and options. Building one costs about as much as
 * formatting a few hundred values with it (it loads locale and time-zone data), and a tour
 * page formats dozens of dates, times and prices while it hydrates.
 */
const formatters = new Map<string, unknown>()

const memoized = <T>(key: string, make: () => T): T => {
  if (!formatters.has(key)) formatters.set(key, make())
  return formatters.get(key) as T
}

export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat =>
  memoized(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  )

export const numberFormat = (
  locale: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat =>
  memoized(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  )

export const listFormat = (
  locale: string,
  options: Intl.ListFormatOptions,
): Intl.ListFormat =>
  memoized(
    `list ${locale} ${JSON.stringify(options)}`,
    () => new Intl.ListFormat(locale, options),
  )
