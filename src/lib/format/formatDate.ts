import { dateTimeFormat } from "./intlFormats"

// Calendar days, read and formatted in UTC so the server render and the browser show the same day.
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

export const parseIsoDay = (iso: string): Date => {
  const match = ISO_DAY.exec(iso)
  if (!match) throw new Error(`Expected a date as YYYY-MM-DD, found "${iso}"`)
  const [, year, month, day] = match.map(Number)
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1))
  if (date.getUTCDate() !== day || date.getUTCMonth() !== (month ?? 1) - 1) {
    throw new Error(`Expected a date that exists, found "${iso}"`)
  }
  return date
}

const format = (
  iso: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
) =>
  dateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(
    parseIsoDay(iso),
  )

/** "Saturday, May 16, 2026" */
export const formatLongDate = (iso: string, locale: string) =>
  format(iso, locale, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  })

/** "May 16, 2026": a day without its weekday, as a citation gives it. */
export const formatDate = (iso: string, locale: string) =>
  format(iso, locale, { year: "numeric", month: "long", day: "numeric" })

export const formatMonthDay = (iso: string, locale: string) =>
  format(iso, locale, { month: "long", day: "numeric" })

export const formatDateParts = (iso: string, locale: string) => ({
  month: format(iso, locale, { month: "short" }),
  day: format(iso, locale, { day: "numeric" }),
  year: format(iso, locale, { year: "numeric" }),
})

export const formatYear = (iso: string, locale: string) =>
  format(iso, locale, { year: "numeric" })
