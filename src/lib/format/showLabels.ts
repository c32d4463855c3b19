import { showDayOf } from "../showSchedule"
import { showMomentsOf, type ShowTimes } from "../showMoments"
import { formatDateParts, formatLongDate, formatMonthDay } from "./formatDate"
import { formatTicketPrice } from "./formatPrice"
import { formatTimeAt } from "./formatTimeAt"

/** What a show's file says that the build writes out. */
export type LabelledShow = ShowTimes & {
  priceFrom?: { amount: number; currency: string } | null
}

/** A show's dates, times and price as the locale writes them (GraphQL's `labels`). */
export type ShowLabels = {
  /** "Saturday, May 16, 2026": the day it takes place. */
  date: string
  badge: { month: string; day: string; year: string }
  /** "8:00 PM PDT", at the venue. */
  start: string
  /** "7:00 PM" */
  doors: string | null
  /** "February 6" */
  onSale: string | null
  /** "$35" */
  price: string | null
  /** A rescheduled show's first day, written out. */
  originalDate: string | null
}

/**
 * Everything Intl writes about a show, written once by the build (Node's ICU) for the page
 * data, so the browser shows the build's words and never formats them again.
 */
export const showLabelsOf = (
  show: LabelledShow,
  locale: string,
): ShowLabels => {
  const day = showDayOf(show)
  const moments = showMomentsOf(show)
  const time = (moment: string, withZone = false) =>
    formatTimeAt(Date.parse(moment), show.timeZone, locale, withZone)
  return {
    date: formatLongDate(day, locale),
    badge: formatDateParts(day, locale),
    start: time(moments.start, true),
    doors: moments.doors ? time(moments.doors) : null,
    onSale: show.ticketsOnSale
      ? formatMonthDay(show.ticketsOnSale, locale)
      : null,
    price: show.priceFrom
      ? formatTicketPrice(
          show.priceFrom.amount,
          show.priceFrom.currency,
          locale,
        )
      : null,
    originalDate: show.rescheduledDate
      ? formatLongDate(show.date, locale)
      : null,
  }
}
