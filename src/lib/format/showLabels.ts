import { showDayOf } from "../showSchedule"
import { showMomentsOf, type ShowTimes } from "../showMoments"
import { formatDateParts, formatLongDate, formatMonthDay } from "./formatDate"
import { formatTicketPrice } from "./formatPrice"
import { formatTimeAt } from "./formatTimeAt"

export type LabelledShow = ShowTimes & {
  priceFrom?: { amount: number; currency: string } | null
}

export type ShowLabels = {
  date: string
  badge: { month: string; day: string; year: string }
  start: string
  doors: string | null
  onSale: string | null
  price: string | null
  originalDate: string | null
}

/** Written once by the build (Node's ICU): the browser shows these words and never formats them again. */
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
